import { quotesIn } from './quotes';

/**
 * What a writer asks of one part of the song (issue 36): "the last line should be what she said at the
 * dorm. 'you'll be fine, you always are.'", "can the hook be his voicemail?", "I want the chorus to say
 * you got tall". The part, and the words for it when the message gives them (quoted, or after "say"),
 * else what the words are ("his voicemail").
 */
export type SongPart =
  | 'chorus'
  | 'hook'
  | 'title'
  | 'bridge'
  | 'verse'
  | 'first line'
  | 'last line'
  | 'key'
  /** A line to use somewhere: "can you use the line 'its ready'". */
  | 'line';
/**
 * `ends`: what the song ends on, when the writer names it rather than its words ("end it on two dollar
 * bills"); `wordless`: a part with no words, and what plays instead when they say ("just the laugh").
 */
export type SongRequest = {
  part: SongPart;
  words?: string;
  what?: string;
  ends?: string;
  wordless?: string;
  /** A word the writer wants kept out of the song ("dont say baby anywhere in it"). */
  avoid?: string;
  /** How long the whole song runs ("under a minute"). */
  length?: string;
  /** A part made shorter or longer ("the second verse is way too wordy, cut it in half"), or lifted a key. */
  edit?: 'shorter' | 'longer' | 'lift';
  /** What the part shows, in the writer's words ("the chorus is me returning the dishes"). */
  scene?: string;
  /** How the part should feel ("make the chorus feel 85 degrees even tho its snowing"). */
  feel?: string;
};

const PART =
  '(chorus|hook|title|bridge|verse|first line|opening line|last line|final line|closing line|ending)';
const WANTS = String.raw`(?:(?:should|could|has to|needs to|must|can|gotta|will|to)\s+(?:just\s+)?(?:be|say|go|end (?:on|with))|is\s+just(?=\s+["']))`;
/** "the last line should be X", "chorus should be X", "I want the chorus to say X", "can the hook be X". */
const PART_IS = new RegExp(
  String.raw`(?:(?:\b(?:the|my|our)\s+|^\s*|[.!?]\s+)${PART}\s+${WANTS}|\b(?:can|could|should)\s+the\s+${PART}\s+(?:be|say))\s+([^.?!;]+)`,
  'i',
);
/** "hook: 'i got the seeds'", "title it 'number four'", "call it June". */
const PART_COLON = new RegExp(String.raw`(?:^|[.!?]\s+)\s*(?:the\s+)?${PART}\s*:\s*([^.?!;]+)`, 'i');
const NAME_IT =
  /(?:^\s*|[.!?]\s+|\b(?:let's|lets|we could|could we|can we|maybe|just|i'd|id|wanna|want to)\s+)(?:title|call|name)\s+(?:it|the song|this)\s+([^.?!;]+)/i;

/**
 * "bridge: no words, just an engine turning over", "the chorus is just the laugh. no words", "a bridge
 * with no words. just the keyboard on its hymn setting": a part with no words, and what plays instead.
 */
const NO_WORDS = '(?:no words|no lyrics|wordless|instrumental)';
const WORDLESS = [
  new RegExp(String.raw`\b${PART}\s*:\s*${NO_WORDS}[,.;:]?\s*(?:just\s+)?([^.?!;]*)`, 'i'),
  new RegExp(String.raw`\b${PART}\s+(?:with|has|have)\s+${NO_WORDS}[?,.;:]?\s*(?:just\s+)?([^.?!;]*)`, 'i'),
  new RegExp(
    String.raw`\b${PART}\s+(?:is|should be|can be|could be)\s+just\s+([^.?!;]+)[.,;]\s*${NO_WORDS}\b`,
    'i',
  ),
];

/** "make the title 'B-14'": the part, then its words. */
const MAKE_PART = new RegExp(String.raw`\bmake\s+(?:the|my)\s+${PART}\s+(["'][^"']{1,80}["']|[^.?!;]+)`, 'i');

/** "the second verse is way too wordy, cut it in half", "make the chorus shorter": a part cut or grown. */
const EDIT = new RegExp(
  String.raw`\b((?:(?:the|my)\s+)?(?:(?:first|second|third|last|final)\s+)?)${PART}\b[^!?]{0,40}?\b(too (?:wordy|long|busy|much)|cut (?:it |that )?(?:in half|down)|shorter|trim|tighten|too short|longer)\b`,
  'i',
);
const MAKE_EDIT = new RegExp(
  String.raw`\bmake\s+((?:the|my)\s+(?:(?:first|second|third|last|final)\s+)?)${PART}\s+(shorter|longer|tighter)\b`,
  'i',
);

/** "can we go up a key for the last chorus?", "a key change in the bridge": a part lifted. */
const LIFT = new RegExp(
  String.raw`\b(?:go up a (?:key|step|half step|whole step)|key change|modulate)\b[^.!?]{0,30}?\b(?:for|in|on|at)\s+((?:(?:the|my)\s+)?(?:(?:first|second|third|last|final)\s+)?)${PART}\b`,
  'i',
);
/** "the chorus is me returning the dishes. one house at a time": what the part shows. */
const PART_SHOWS = new RegExp(
  String.raw`(?:^\s*|[.!?]\s+|\b(?:the|my|our)\s+)${PART}\s*(?:is|=)\s*((?:me|us|him|her|them|you|we|i|my|his|our|their)\s+[^.?!;]{2,80}|the (?:\w+ ){1,2}\w+ing\b[^.?!;]{0,60})(?:[.!?;]\s+([^.?!;]{2,40})[.!?]?\s*$)?`,
  'i',
);
/** "make the chorus feel 85 degrees even tho its snowing": how the part should feel. */
const PART_FEELS = new RegExp(
  String.raw`\bmake\s+(?:the|my)\s+(?:(?:first|second|third|last|final)\s+)?${PART}\s+(?:feel|sound)\s+(?!shorter|longer)([^.?!;]{2,80})`,
  'i',
);

/** "keep it under a minute": how long the whole song runs. */
const LENGTH =
  /\b(?:keep it|make it|it should be|it has to be|needs to be)\s+(?:under|less than|no (?:longer|more) than)\s+(a|one|two|three|four|five|\d+)\s+minutes?\b/i;

/** "dont say baby anywhere in it", "never use the word love": a word kept out of the whole song. */
const AVOID =
  /\b(?:don'?t|do not|never|no)\s+(?:say|use|put|mention|saying|using)\s+(?:the word\s+)?["']?([a-z][\w'-]{1,20}(?: (?!anywhere|in|at|ever|there)[a-z][\w'-]{1,20})?)["']?\s+(?:anywhere|in it|in the song|at all|in there|ever)\b/i;
/** "ban forever", "nothing about golf pls": a word or a subject kept out. */
const BAN = /\b(?:ban (?:the word\s+)?["']?|nothing about\s+)([a-z][\w'-]{1,20})\b/i;

/** "end it on two dollar bills", "can we end with the porch light", "end the song right before she cracks it open". */
const END_ON =
  /(?:^\s*|[.!?]\s+|\b(?:can|could|let's|lets|maybe|just|we should|i want to|wanna|i'd)\s+(?:we\s+|you\s+|it\s+|the song\s+)?)end (?:(?:it|the song|this|things)\s+)?(?:on|with|at|((?:right |just )?(?:before|after|when|as)))\s+([^.?!;]{2,60})/i;
/** "can you use the line 'its ready' somewhere", "work in the words "so ordered"". */
const USE_LINE =
  /\b(?:use|work in|fit in|put in|include|sneak in)\s+(?:the line|the words?|the phrase|this line|a line)\s+(["'][^"']{2,80}["'])/i;

/** "make X the hook", "use his voicemail as the chorus", "end on X". */
const AS_PART = new RegExp(
  String.raw`\b(?:make|use|put|keep)\s+([^.?!;]{2,60}?)\s+(?:as|for|in)?\s*(?:the|my)\s+${PART}\b`,
  'i',
);
/** "needs to be simple", "should be catchy": how the part should be, not what it says. */
const HOW_IT_IS =
  /^(?!(?:the|a|an|his|her|my|our|their|your|what|how|when|where|that|this)\b)[a-z-]+(?: and [a-z-]+)?$/;
/** "has to be for him", "should be about the war": whom or what the part is about, not its words. */
const ABOUT = /^(?:for|about|to|from|with|like|more|less|really|very|so|not)\b/i;
const MAX_WORDS = 14;

const partOf = (raw: string): SongPart => {
  const part = raw.toLowerCase();
  if (/^(opening|first) line$/.test(part)) return 'first line';
  if (/^(last|final|closing) line$|^ending$/.test(part)) return 'last line';
  return part as SongPart;
};

const tidy = (text: string) =>
  text
    .trim()
    .replace(/^["'\u201c]|["'\u201d.,!?]+$/g, '')
    .trim();

/** "in the key of E", "can we do it in D minor": the key the writer wants it in. */
const KEY =
  /\b(?:key of|in the key of|in)\s+([A-G](?:#|b|\s?sharp|\s?flat)?(?:\s?(?:minor|major|min|maj|m)\b)?)(?![\w'])/;
const ASKS_KEY = /\bkey\b/i;

/** "the second verse", "the last chorus": a part as the writer placed it, for a reply to name. */
const partLabel = (place: string, part: string) =>
  `the ${`${place.replace(/^(?:the|my)\s+/i, '').trim()} ${part}`.trim().toLowerCase()}`;

/** The words given for a part, when they are short enough to be its words. */
function wordsFor(part: SongPart, raw: string): SongRequest | null {
  const words = tidy(raw);
  return words === '' || words.split(/\s+/).length > MAX_WORDS ? null : { part, words };
}

/** The request one message makes of a part of the song, or null. */
export function requestIn(message: string): SongRequest | null {
  const text = message.replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"');
  const key = ASKS_KEY.test(text) ? KEY.exec(text) : null;
  if (key) return { part: 'key', words: (key[1] as string).replace(/\s+/g, ' ') };
  const edit = EDIT.exec(text) ?? MAKE_EDIT.exec(text);
  if (edit) {
    const grow = /too short|longer/i.test(edit[3] as string);
    return {
      part: partOf(edit[2] as string),
      what: partLabel(edit[1] as string, edit[2] as string),
      edit: grow ? 'longer' : 'shorter',
    };
  }
  const lift = LIFT.exec(text);
  if (lift)
    return {
      part: partOf(lift[2] as string),
      what: partLabel(lift[1] as string, lift[2] as string),
      edit: 'lift',
    };
  const shows = PART_SHOWS.exec(text);
  if (shows) {
    const more = shows[3] && shows[3].split(/\s+/).length <= 6 ? `, ${tidy(shows[3])}` : '';
    return { part: partOf(shows[1] as string), scene: `${tidy(shows[2] as string)}${more}` };
  }
  const feels = PART_FEELS.exec(text);
  if (feels) return { part: partOf(feels[1] as string), feel: tidy(feels[2] as string) };
  const length = LENGTH.exec(text);
  if (length)
    return {
      part: 'line',
      length: `under ${length[1]} minute${/^(?:a|one|1)$/i.test(length[1] as string) ? '' : 's'}`,
    };
  const avoid = AVOID.exec(text) ?? BAN.exec(text);
  if (avoid) return { part: 'line', avoid: (avoid[1] as string).toLowerCase() };
  for (const pattern of WORDLESS) {
    const m = pattern.exec(text);
    if (m) return { part: partOf(m[1] as string), wordless: tidy(m[2] ?? '') };
  }
  const colon = PART_COLON.exec(text);
  // "first line: 'grandma? and i stood up'": a quote is the words whole, whatever it holds.
  const quotedAfter = colon
    ? quotesIn(text.slice(colon.index + colon[0].length - (colon[2] as string).length))[0]
    : null;
  if (colon && quotedAfter && /^\s*["']/.test(colon[2] as string))
    return wordsFor(partOf(colon[1] as string), quotedAfter);
  if (colon) return wordsFor(partOf(colon[1] as string), colon[2] as string);
  const made = MAKE_PART.exec(text);
  if (made && /^["']/.test(made[2] as string)) return wordsFor(partOf(made[1] as string), made[2] as string);
  const named = NAME_IT.exec(text);
  if (named) return wordsFor('title', named[1] as string);
  const use = USE_LINE.exec(text);
  if (use) return wordsFor('line', use[1] as string);
  const end = END_ON.exec(text);
  if (end) {
    const quoted = tidy(quotesIn(end[2] as string)[0] ?? '');
    // "right before she cracks it open" keeps its "right before".
    const when = end[1] ? `${end[1]} ` : '';
    return quoted
      ? { part: 'last line', words: quoted }
      : { part: 'last line', ends: `${when}${tidy(end[2] as string)}` };
  }
  const is = PART_IS.exec(text);
  const as = is ? null : AS_PART.exec(text);
  const m = is ?? as;
  if (!m) return null;
  const part = partOf((is ? (m[1] ?? m[2]) : m[2]) ?? '');
  const raw = ((is ? m[3] : m[1]) ?? '').trim();
  const rest = tidy(raw);
  // "can the title be 'nope'": quoted, one word is the words; unquoted it says how ("be simple").
  const quotedRest = /^["']/.test(raw);
  if (!quotedRest && (HOW_IT_IS.test(rest) || ABOUT.test(rest))) return null;
  const quote = tidy(quotesIn(text)[0] ?? '');
  // Quoted words are the line; "what she said" without them says what the line is.
  if (quote !== '' && quote.split(/\s+/).length <= MAX_WORDS) return { part, words: quote, what: rest };
  const isWords = is !== null && /\bsay\b/i.test(m[0]) && rest.split(/\s+/).length <= MAX_WORDS;
  if (isWords) return { part, words: rest };
  // "chorus should be the ticket printer. order up, order up": what it is, then its words.
  const next = text
    .slice((m.index ?? 0) + m[0].length)
    .match(/^[.!?]\s+([^.!?]+)[.!?]?\s*$/)?.[1]
    ?.trim();
  if (
    rest !== '' &&
    next &&
    next.split(/\s+/).length <= 6 &&
    !/\b(?:i|we|he|she|they|my|his|her)\b/i.test(next)
  )
    return { part, what: rest, words: next };
  return rest === '' ? { part } : { part, what: rest.split(/\s+/).slice(0, MAX_WORDS).join(' ') };
}

/**
 * What a writer wants the whole song to do (issue 36): "I want the song to be my fare", "I want her to
 * know that without me having to say the word hospital", "I want to play it for him while he can still
 * hear it". `says` is the wish in the writer's words, from its verb on; `listener` whom it is for.
 */
export type SongWish = { kind: 'song' | 'listener' | 'play'; verb: string; says: string; listener?: string };

const WISH = String.raw`\b(?:i|we)\s+(?:really\s+)?(?:want|wanna|need|'d like|would like)\s+`;
const SONG_WISH = new RegExp(
  String.raw`(?:${WISH}(?:the song|this song|the whole song|it)\s+to|\b(?:the (?:whole )?song|this song)\s+(?:should|has to|needs to|could))\s+(be|say|sound|feel|make|carry|give)\s+([^.?!;]{2,80})`,
  'i',
);
const WRITE_LIKE =
  /(?:^|[.!?]\s+)(?:can you |just |please )?write it (?:like|as if|as though) ([^.?!;]{3,80})/i;
const LISTENER_WISH = new RegExp(
  String.raw`${WISH}(him|her|them|my \w+|[A-Z][a-z]+)\s+to\s+(know|hear|feel|understand|see|remember)\s+([^.?!;]{2,80})`,
  'i',
);
const PLAY_WISH = new RegExp(
  String.raw`${WISH}to\s+(play|sing|give)\s+(?:it|this|the song)\s+(?:for|to)\s+(him|her|them|my \w+|[A-Z][a-z]+)\b([^.?!;]{0,80})`,
  'i',
);

/** The wish one message makes of the whole song, or null. */
export function wishIn(message: string): SongWish | null {
  const text = message.replace(/[\u2018\u2019]/g, "'");
  const song = SONG_WISH.exec(text);
  if (song) return { kind: 'song', verb: (song[1] as string).toLowerCase(), says: tidy(song[2] ?? '') };
  // "write it like im not scared even if i am": how the whole song should sound.
  const like = WRITE_LIKE.exec(text);
  if (like) return { kind: 'song', verb: 'sound', says: `like ${tidy(like[1] ?? '')}` };
  const listener = LISTENER_WISH.exec(text);
  if (listener)
    return {
      kind: 'listener',
      listener: listener[1] as string,
      verb: (listener[2] as string).toLowerCase(),
      says: tidy(listener[3] ?? ''),
    };
  const play = PLAY_WISH.exec(text);
  if (play)
    return {
      kind: 'play',
      verb: (play[1] as string).toLowerCase(),
      listener: play[2] as string,
      says: tidy(play[3] ?? ''),
    };
  return null;
}
