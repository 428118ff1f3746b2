/** Transitive verbs for lines like "I {verb} the porch light", with the past forms English makes irregular. */

const IRREGULAR_PAST: Record<string, string> = {
  hold: 'held',
  think: 'thought',
  keep: 'kept',
  find: 'found',
  lose: 'lost',
  leave: 'left',
  drive: 'drove',
  hide: 'hid',
  break: 'broke',
  light: 'lit',
  shake: 'shook',
  steal: 'stole',
  sing: 'sang',
  wear: 'wore',
  throw: 'threw',
  catch: 'caught',
  feel: 'felt',
  hear: 'heard',
  see: 'saw',
  write: 'wrote',
  read: 'read',
  build: 'built',
  forget: 'forgot',
  choose: 'chose',
  ride: 'rode',
  bring: 'brought',
  swing: 'swung',
  sell: 'sold',
  tell: 'told',
  burn: 'burned',
  spin: 'spun',
  dig: 'dug',
  hang: 'hung',
  buy: 'bought',
  take: 'took',
  give: 'gave',
  get: 'got',
  run: 'ran',
  cut: 'cut',
  fight: 'fought',
  teach: 'taught',
  wake: 'woke',
  sit: 'sat',
  stand: 'stood',
  spit: 'spat',
  strike: 'struck',
  tear: 'tore',
  come: 'came',
  swear: 'swore',
  ring: 'rang',
  know: 'knew',
  say: 'said',
  pay: 'paid',
  lend: 'lent',
  go: 'went',
  sleep: 'slept',
  make: 'made',
  spend: 'spent',
  meet: 'met',
  blow: 'blew',
  drink: 'drank',
  eat: 'ate',
  fall: 'fell',
  sink: 'sank',
  grow: 'grew',
  forgive: 'forgave',
  understand: 'understood',
  win: 'won',
  speak: 'spoke',
  rise: 'rose',
  fly: 'flew',
};

/** Past participles that are not the past: "I've never seen", "she has broken". */
const IRREGULAR_PARTICIPLE: Record<string, string> = {
  drive: 'driven',
  hide: 'hidden',
  break: 'broken',
  shake: 'shaken',
  steal: 'stolen',
  sing: 'sung',
  wear: 'worn',
  throw: 'thrown',
  see: 'seen',
  write: 'written',
  forget: 'forgotten',
  choose: 'chosen',
  ride: 'ridden',
  take: 'taken',
  give: 'given',
  run: 'run',
  wake: 'woken',
  tear: 'torn',
  come: 'come',
  swear: 'sworn',
  ring: 'rung',
  know: 'known',
  go: 'gone',
  blow: 'blown',
  drink: 'drunk',
  eat: 'eaten',
  fall: 'fallen',
  sink: 'sunk',
  fly: 'flown',
  grow: 'grown',
  show: 'shown',
  speak: 'spoken',
  freeze: 'frozen',
  bite: 'bitten',
  begin: 'begun',
  swim: 'swum',
  draw: 'drawn',
  be: 'been',
  do: 'done',
};

/** Verbs whose past is the present ("I shut the door"): conjugated right, but no sign of the past. */
const SAME_PAST = new Set(['shut', 'hit', 'set', 'quit']);
/** Every verb spelled the same in the present and the past ("I read it twice"): it tells no tense. */
export const SAME_FORM_VERBS: ReadonlySet<string> = new Set([
  ...SAME_PAST,
  'read',
  'put',
  'cut',
  'let',
  'spread',
  'cost',
  'hurt',
  'burst',
  'cast',
]);

/** Past forms we know, so a reader can tell "I drove past" is told in the past. */
export const KNOWN_PASTS = new Set(Object.values(IRREGULAR_PAST));

/** By mood family, so a sad song holds and misses while an angry one breaks and burns. */
export const VERBS_BY_FEEL: Record<string, readonly string[]> = {
  tender: ['hold', 'keep', 'carry', 'touch', 'save', 'trace', 'find', 'follow', 'remember'],
  sorrow: ['miss', 'lose', 'keep', 'carry', 'leave', 'forget', 'hold', 'watch', 'remember'],
  fire: ['break', 'burn', 'shake', 'fight', 'chase', 'take', 'light', 'leave', 'want'],
  bright: ['chase', 'catch', 'find', 'light', 'follow', 'hold', 'bring', 'open', 'love'],
  drift: ['watch', 'follow', 'trace', 'hear', 'see', 'carry', 'feel', 'keep', 'find'],
  story: ['drive', 'leave', 'keep', 'carry', 'remember', 'find', 'lose', 'see', 'miss'],
};

export const ALL_VERBS = [...new Set(Object.values(VERBS_BY_FEEL).flat())];

export function pastOf(verb: string): string {
  const irregular = IRREGULAR_PAST[verb];
  if (irregular) return irregular;
  if (SAME_PAST.has(verb)) return verb;
  if (verb.endsWith('e')) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  if (/^[^aeiou]*[aeiou][bdgmnpt]$/.test(verb)) return `${verb}${verb.slice(-1)}ed`;
  return `${verb}ed`;
}

/** "seen", "broken", "kept", "picked up": a verb phrase after "have", its first word made the participle. */
export function participleOf(verbPhrase: string): string {
  const [verb = '', ...rest] = verbPhrase.split(' ');
  return [IRREGULAR_PARTICIPLE[verb] ?? pastOf(verb), ...rest].join(' ');
}

/** "keeping", "losing", "putting": a short verb doubles its last consonant as in its past. */
export function ingOf(verb: string): string {
  if (/^[^aeiou]*[aeiou][bdgmnpt]$/.test(verb)) return `${verb}${verb.slice(-1)}ing`;
  return `${verb.replace(/([^e])e$/, '$1')}ing`;
}

export function thirdPersonOf(verb: string): string {
  if (/(s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}
