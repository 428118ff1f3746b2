import { capitalize } from '../util/text';
import { TITLES } from './name-shapes';

/**
 * The turn one message carries, the thing a reply must answer first: a death, a confession, a first,
 * a decision, a change, or how the writer feels now, with the writer's clause that says it ("he died
 * in March", "proud of her, empty as hell").
 */
export type TurnKind = 'death' | 'confession' | 'first' | 'decision' | 'change' | 'feeling';
/**
 * `who`: for a death, who died, in the writer's words ("Ava's dad", "Dad", "Hector"), when the
 * sentence says; `mourner`: whose loss it is when it is someone else's ("Ava"), not the writer's.
 */
/** What a first is news of: someone arriving (a birth, a grandchild, an adoption), or good news of the writer's own. */
export type FirstNews = 'arrival' | 'good';

export type Turn = { kind: TurnKind; clause: string; who?: string; mourner?: string; news?: FirstNews };

/** Someone arriving; never "the first time since she was born". */
const ARRIVAL =
  /^(?!.*\bsince\b)(?=.*\b(?:born|birth|became an? |(?:i'?m|you're) (?:a |now a )?(?:nana|grandma|grandpa|granny|big sister|big brother|auntie|aunt|uncle|mom|dad)\b|(?:had|have|new) (?:a |our |the |her |his |their )?baby|adopted|brought \w+ home|^baby (?:boy|girl)\b|(?:baby|twins|son|daughter|grandson|granddaughter) came (?:\d+ (?:weeks?|days?) )?early|we'?re (?:\w+ )?(?:dads|moms|parents)\b|there'?s a (?:cat|kitten|puppy|dog|baby) now|(?:got|rescued) (?:a|an) (?:\w+ )?(?:puppy|kitten|dog|cat)\b|it'?s a (?:boy|girl)|(?:she|he|they)'?(?:s|re) here))/i;

/** Good news of the writer's own: a degree, a wedding, a new name for them. */
const GOOD_NEWS =
  /\b(?:(?:i'?m|i am) (?:a |officially a |now a )?(?:nana|grandma|grandpa|granny|auntie|aunt|uncle|big sister|big brother|doctor|homeowner|citizen)|defended|graduated|passed (?:my|the)|got (?:the job|engaged|married|promoted|my license|tenure)|married|eloped|eloping|getting married|closed on|(?:i'?m|i am) the new (?:head )?\w+|(?:got|earned|finished) my (?:bachelor'?s|master'?s|degree|diploma|ged|phd)|called me (?:dr|doctor)\b|(?:bachelor'?s|master'?s|associate'?s) (?:in|degree)\b|^i walked\b|heard (?:my|our) (?:song|band|record|single) on the radio|^i won\b|(?:finished|ran|did) (?:my |the |a )?(?:first )?(?:half )?marathon|first (?:half )?marathon)\b/i;

const newsOf = (clause: string): FirstNews | undefined =>
  ARRIVAL.test(clause) ? 'arrival' : GOOD_NEWS.test(clause) ? 'good' : undefined;

/**
 * Most important first: a death told in the same breath as a move is answered as a death. An apostrophe
 * is optional everywhere, as writers type ("havent told him", "im done").
 */
const WRITTEN: readonly [TurnKind, RegExp][] = [
  [
    'death',
    /\b(?:died|dies|passed away|passed on|(?:he|she|they|who|(?:grandpa|grandma|granddad|grandmother|grandfather|nana|papa|uncle|aunt|auntie) [a-z]+|(?:my|our|his|her|their) (?:\w+ )?(?:mom|dad|mother|father|mama|grandma|grandpa|grandmother|grandfather|nana|papa|wife|husband|son|daughter|brother|sister|uncle|aunt|cousin|friend|dog|cat|partner|boss|teacher|coach|neighbor)) passed(?! (?:me|the|a|an|him|her|us|it|by|out|on the|along|around|through|my|our|his|their)\b)|funeral(?! home| parlou?r| director)|(?<!\b(?:vocals?|voice|drums|guitars?|bass|synths?|mix|kick|snare|piano|keys|treasure) )buried|(?:the|his|her|their|an|my \w+'s) obituary|ashes|put (?:\w+ ){0,3}down(?! (?:a|an|the|my|his|her|our|their|some|everything)\b)|lost (?:my|our|his|her|their) (?:(?:twin|little|big|baby|older|younger|best) )?(?:mom|dad|mother|father|wife|husband|son|daughter|brother|sister|grandma|grandpa|grandmother|grandfather|friend|best friend|baby)|we lost (?:one|a baby|the baby|(?:him|her)(?=[.,;!?]|$| (?:in|on|last|this|that|to|after|before|when|so|and)\b))|(?:he|she)'s gone(?! (?:to|for|out|back|home|away|now that)\b)|(?:didn't|did not|never) (?:wake|woke) up|stillborn|stillbirth|we buried|lost (?:a|my|our) (?:patient|student|client|resident)|deceased|(?:we|i) (?:said|had to say) goodbye to (?:\w+ ){1,3}(?:yesterday|today|tonight|last night|this morning|on \w+day)|(?:he|she|they|the baby|[A-Z][a-z]+|(?:my|our|his|her) \w+) (?:didn't|did not) make it(?= through|[.,;!]|$)|(?<!\b(?:absolutely|totally|really|just|bit|joke|set|song|show|crowd|it) )killed(?! it\b)|took (?:the|his|her|their) (?:oxygen(?: machine| tank)?|hospital bed|bed|wheelchair|walker) back|^rip (?!it\b|up\b|off\b|out\b|the\b|open\b|through\b|into\b)\w+|wake for|memorial|first (?:year|christmas|birthday|thanksgiving|summer|winter|spring|fall|holiday|mother's day|father's day) without|(?:years?|months?|weeks?) (?:today |ago today )?since (?:my |our )?(?:mom|dad|mother|father|mama|papa|grandma|grandpa|nana|brother|sister|son|daughter|wife|husband)\b)\b/i,
  ],
  // "Doug is gone": a name gone is a death (with capitals: "the house is gone" is not).
  [
    'death',
    /\b(?!(?:It|That|This|Everything|Nothing|Something|All|Everyone|Everybody)\b)[A-Z][a-z]+ (?:is|was) gone\b(?! (?:to|for|out|back|home|away)\b)/,
  ],
  [
    'confession',
    /^(?:i|we) (?:didn't|wasn't|never did|never was|lied)\b[\s.!]*$|\b(?:never told|haven't told|hadn't told|didn't tell|never said(?! (?:one|a) word)|haven't said|didn't say|i lied|lied to|the truth is|ashamed|i kissed (?:him|her|them|someone|somebody|another|a (?:guy|girl|man|woman)|my \w+'s)\b|cheated|i was the one|(?:i|we) came out\b|came out (?:to|as)\b|i'm (?:scared|afraid|terrified|relieved)|i haven't cried|not sure i meant|i met someone|i (?:never went|didn'?t go) to (?:\w+ ){0,2}funeral|i told everyone (?:my|i|that)\b|i owe (?:\w+ ){0,3}an apology|(?:i've|i have) (?:faked|been faking) it|(?:i'm|i am) (?:still |so )?in love with|nobody knows|no one knows|didn't know what to say|part of me|i never wanted|never really wanted|i'm mad|i regret|i hated|i was (?:kind of |pretty |really )?(?:mean|awful|cruel|jealous)|i've been (?:kind of |pretty |really )?(?:mean|awful|cruel|jealous|a jerk)|i (?:think i )?hurt (?:him|her|them)|my fault|i feel guilty|i'm embarrassed|secretly|i pretend(?:ed)?|(?:i've|i have|ive) been pretending|i should have|i shouldn't have|(?:been |i'm |i was )lying to|can't (?:say|tell) (?:that|it|this) to|can't tell (?:her|him|them|anyone|anybody)|scared (?:if|that) i|i was (?:scared|afraid|terrified))\b/i,
  ],
  [
    'first',
    /\b(?:for the first time|first time|first (?![a-z]+ (?:is|was) (?:in|on|at|next|tomorrow)\b)(?![a-z]+ (?:was|were) (?!born)\w)(?!baptist|church|street|avenue|national|presbyterian|methodist|lady|responders?|floor|grade|place|thing|name|names|dance|date|dates|kiss|chill|light|snow|frost|cousin|aid|half|line|lines|verse|chorus|of\b|off\b)\d*[a-z]+|never (?:\w+ ){0,4}(?:before|more than)|(?:was|were|is|got) born(?![^.!?]{0,24}\b(?:in (?:january|february|march|april|may|june|july|august|september|october|november|december|\d{4})|last (?:year|spring|summer|fall|winter)|(?:years?|months?) ago)\b)|\w+ born (?:at|on|this|last|today|yesterday|tonight)\b|by (?:herself|himself|themselves|myself),? (?:today|tonight|this morning|yesterday)|(?:i'm|im) (?:a |officially a |now a )?(?:nana|grandma|grandpa|granny|auntie|aunt|uncle|big sister|big brother|doctor|homeowner|citizen)\b|^defended\b|^i won\b|(?:^|\bso )i did it\b(?! again)|heard (?:my|our) (?:song|band|record|single) on the radio|called me (?:dr|doctor)\b|^i walked\b(?=\W*$)|(?:my |a )?(?:bachelor'?s|master'?s|associate'?s) (?:in|degree)\b|i (?:defended|graduated|passed (?:my|the) (?:defense|defence|boards|bar|exam|test)|got (?:the job|engaged|married|promoted|my license|tenure)|married [a-z]+)|we (?:eloped|got married|got engaged|closed on)|(?:i'm|i am) the new (?:head )?\w+|(?:got|earned|finished) my (?:bachelor'?s|master'?s|degree|diploma|ged|phd)|eloped|eloping|we're getting married|became an? (?:(?:first[- ]time |new )?(?:grand)?(?:pa|ma|dad|mom|father|mother|parent|grandparent)|aunt|uncle|big (?:sister|brother))|(?:had|welcomed|delivered) (?:a|our|my|the|her|his|their) (?:baby|son|daughter|twins|little)|gave birth|(?:she's|he's|they're|shes|hes|theyre|(?:the )?baby'?s) here\b(?! (?:for|to|on|in|at|with|again|now that)\b)|(?:it's|its) a (?:boy|girl)|^baby (?:boy|girl)\b|(?:baby|son|daughter|grandson|granddaughter|niece|nephew|twins) (?:arrived|came (?:\d+ (?:weeks?|days?) )?early|is here|are here)|adopted (?:a|our|my|him|her)|we're (?:\w+ )?(?:dads|moms|parents|grandparents)\b|there's a (?:cat|kitten|puppy|dog|baby) now|(?:we|i) (?:got|adopted|rescued) (?:a|an) (?:\w+ )?(?:puppy|kitten|rescue|dog|cat)\b|brought (?:her|him|them|the baby|our \w+) home|(?:opened|bought|got) (?:my|our) (?:own|very own)|my own (?:place|house|apartment|restaurant|shop|business|band))\b/i,
  ],
  [
    'decision',
    /\b(?:(?:i'm|im) running for|filed (?:the )?paperwork|pop the question|(?:(?:i'm|im|we're) (?:finally )?going to|(?:i'm|im|we're |i )?(?:finally )?gonna) (?:ask|tell|call|leave|quit|move|sell|say|marry|propose|email|text|write to|visit|meet|confront|forgive)|(?:i|we) start (?:\w+ ){0,2}(?:school|college|a new job|work|chemo|rehab|therapy)|taking (?:the|a|that) (?:\w+ ){0,3}job|^(?:cutting|quitting|leaving|moving|selling|signing|telling|calling|asking|proposing|shaving|donating|starting|giving|going) (?:\w+ ){0,5}?(?:tonight|tomorrow|this weekend)|(?<!\b(?:she|he|they|who) )decided|deciding|made up my mind|(?:i'm|i am|we're) going to(?! (?:bed|sleep|work|school|church|the|a|my|be)\b)|going back to|(?:i|we|just|finally) signed(?! (?:it|my name|her name|his name|the (?:card|slip|receipt|yearbook|cast|check)|a (?:card|check))\b)|handed in|quit|quitting|resigned|enlisted|applied|said yes(?=[.!,;]|$| to\b| when\b| on the spot\b)|proposed|broke up with|organizing|i chose|we chose|i'm telling(?! you\b)|i'm going to tell|i'm done|^no more \w+|(?:i'm|we're) asking \w+ to (?:move in|marry|come|stay|be)\b|i rsvp'?d yes|^(?:i'm|im) going\b(?=[,.!]|$)|taking (?:my|back my) (?:\w+ )?name(?: back)?\b|went back to my (?:maiden |old )?name\b|(?:i'm|we're) letting (?:it|my \w+|her|him) go\b|(?:i'm|we're) (?:really |actually |finally )?doing it\b|(?:i'm|we're) still (?:going to|gonna)\b|i'm leaving|we're leaving|i'm moving|we're moving|i said no|gave (?:my )?notice|put in my notice|(?:put|putting|puttin) in my (?:two|2) weeks|i'm keeping|we're keeping|we're adopting|i'm not going back|(?:i'm|we're) (?:\w+ing) (?:\w+ ){0,5}?(?:tonight|tomorrow|this weekend|next week|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/i,
  ],
  [
    'change',
    /\b(?:found out (?:today |tonight |yesterday |last night |this morning )?(?:that )?(?:my|our|he|she|they)\b|(?:he|she|they|[A-Z][a-z]+|my \w+) (?:has|have|got) (?:early[- ]onset )?(?:dementia|alzheimer'?s|parkinson'?s|cancer|als|leukemia|lymphoma|a tumou?r)|last day \w+ing|(?:it|the \w+) closed (?:in|on|last|for)|splitting up|getting divorced|separating|on the market|started therapy|(?:is|became|became a|now a) (?:a )?(?:us |u\.s\. )?citizen|dropped (?:my|our) \w+ (?:off )?at (?:college|school|the dorm|basic)|leaving [A-Z][a-z]+ after|(?:we|i) move (?:to|out|in)|moving (?:my|our) \w+ (?:in|into|out)|selling|sold|moved out|moved to|moving (?:to|out|away|in)|moved away|left (?:me|us|home|town)|diagnosed|(?:shadow|spot|mass|lump) on (?:my|his|her|their) \w+|got called back after|(?:got|get|getting) (?:my|the|a|his|her) diagnosis|(?:leaves|leaving|moves|moving|flies|flying) (?:for|to) \w+ in (?:\d+|a|two|three|four|five|six|ten) (?:days?|weeks?|months?)|tore down|torn down|tearing down|evict\w*|(?<!\bat )closing(?! time| night)|divorced?|broke up|sober|(?<!\b(?:a|an|the) )retired(?! (?:racing|\w+ named))|retiring|since the|no longer|not anymore|anymore|lost (?:my|his|her|our) (?:job|voice|house|home|sight)|lost (?:its|their) lease|shut down|closed (?:down|for good)|laid off|(?:my|our|his|her) \w+ got (?:married|engaged|remarried)|just joined (?:a|the|my) |got fired|last (?:day|shift|night) (?:at|of|in)|moved back|moving back|for good|can't sleep)\b/i,
  ],
];
const PATTERNS = WRITTEN.map(
  ([kind, p]) => [kind, new RegExp(p.source.replaceAll("'", "'?"), p.flags)] as const,
);
const DEATHS = PATTERNS.filter(([kind]) => kind === 'death');
const OTHERS = PATTERNS.filter(([kind]) => kind !== 'death');
const FIRSTS = PATTERNS.filter(([kind]) => kind === 'first');

/** A thing that "dies" in everyday talk, just before the verb. */
const MACHINE =
  /\b(?:ac|a\/c|phone|battery|car|truck|engine|laptop|computer|tv|radio|heater|fridge|freezer|furnace|lights?|power|wifi|plant|plants|mower|van)\s+$/i;

/** A sentence that says the next one is a confession. */
const CONFESSION_CUE =
  /^(?:ok(?:ay)?,? |so,? |true |full )?confession[.:!]*$|^(?:ok,? )?i (?:have|need|gotta|got) to tell (?:someone|somebody|you something)(?: this)?[.:!]*$/i;
const OPENERS = /^(?:(?:anyway|ok|okay|so|well|um|uh|and|but|lol|ugh|yeah|also),?\s+)+(?=\S+\s+\S)/i;
/** "retired in june and by july i was alphabetizing the spice rack": what came next in time stays. */
const CLAUSE_BREAK = /,\s|;\s|\s(?:and(?! (?:by|within|then|now|already|the next day)\b)|but|so|because)\s/i;
const MAX_CLAUSE_WORDS = 14;

/** The clause around the match: cut at commas and conjunctions, at most fourteen words. */
export function clauseAt(sentence: string, at: number): string {
  let start = 0;
  let end = sentence.length;
  for (const m of sentence.matchAll(new RegExp(CLAUSE_BREAK, 'gi'))) {
    const index = m.index ?? 0;
    if (index < at) start = index + m[0].length;
    else if (index > at) {
      end = index;
      break;
    }
  }
  const words = sentence
    .slice(start, end)
    .replace(/[.!?]+$/, '')
    .trim()
    // "anyway Doug is gone", "so were getting divorced": what leads into the news is not the news.
    .replace(OPENERS, '')
    .split(/\s+/);
  return words.slice(0, MAX_CLAUSE_WORDS).join(' ');
}

const KIN_WORDS =
  'mom|dad|mother|father|mama|papa|wife|husband|son|daughter|brother|sister|grandma|grandpa|grandmother|grandfather|friend|best friend|uncle|aunt|cousin|baby|boyfriend|girlfriend|partner|teacher|coach|neighbor|boss|dog|cat|horse';
/** "Ava lost her dad", "my wife's father died", "Dad's ashes", "Hector died": who died, as said. */
const LOST = new RegExp(
  `\\blost (my|our|his|her|their) ((?:(?:twin|little|big|baby|older|younger) )?(?:${KIN_WORDS}))\\b`,
  'i',
);
const DIED = new RegExp(
  `((?:\\b(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir) (?:\\w+'s )?(?:${KIN_WORDS}))|\\b(?:(?:${TITLES})\\.? )?[A-Z][a-z]+?(?:'?s (?:${KIN_WORDS}))?)(?: \\w+)? (?:died|passed away|passed on|passed|(?:didn't|did not|never) (?:wake|woke) up)\\b`,
);
const OWNED_DIED = new RegExp(
  `\\b(?!(?:my|our|his|her|their|${KIN_WORDS})\\b)([a-z]+)'s (${KIN_WORDS}) (?:died|passed away|passed on|passed)\\b`,
);
const ASHES = /\b([A-Z][a-z]+|(?:my|our|his|her|their) \w+)'s ashes\b/;
/** Whose loss "his dad" is, as a question names them: "him". */
const OBJECT: Record<string, string> = { his: 'him', her: 'her', their: 'them' };
const NOT_A_NAME = new Set(['I', 'My', 'Our', 'His', 'Her', 'Their', 'The', 'A', 'We', 'He', 'She', 'They']);

const CALENDAR =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Christmas|Easter|Thanksgiving)$/;

/** "Jess from high school died": the last name before the death, when no pattern says who. */
function namedBefore(sentence: string): Pick<Turn, 'who'> {
  const at = sentence.search(/\b(?:died|passed away|passed on|passed)\b/i);
  // Not the sentence's first word: "On Sunday the dog died" names no one.
  const names = [...sentence.slice(0, Math.max(0, at)).matchAll(/\b[A-Z][a-z]+\b/g)]
    .filter((m) => (m.index ?? 0) > 0)
    .map((m) => m[0])
    .filter((n) => !NOT_A_NAME.has(n) && !CALENDAR.test(n));
  const who = at > 0 ? names.at(-1) : undefined;
  return who ? { who } : {};
}

/** Who died in a sentence that tells a death, and whose loss it is when it is not the writer's. */
function deathOf(sentence: string): Pick<Turn, 'who' | 'mourner'> {
  const lost = LOST.exec(sentence);
  if (lost) {
    const [, owner = '', kin = ''] = lost;
    const own = /^(my|our)$/i.test(owner);
    // The last name before it: "My daughter's best friend Ava lost her dad".
    const names = [...sentence.slice(0, lost.index).matchAll(/\b[A-Z][a-z]+\b/g)].map((m) => m[0]);
    const named = own ? undefined : names.filter((n) => !NOT_A_NAME.has(n)).at(-1);
    if (named) return { who: `${named}'s ${kin}`, mourner: named };
    const who = `${owner.toLowerCase()} ${kin}`;
    return own ? { who } : { who, mourner: OBJECT[owner.toLowerCase()] };
  }
  // "my best friend gemma's dad died": Gemma's loss, typed in lower case.
  const owned = OWNED_DIED.exec(sentence);
  if (owned) {
    const name = capitalize(owned[1] as string);
    return { who: `${name}'s ${owned[2]}`, mourner: name };
  }
  const died = DIED.exec(sentence) ?? ASHES.exec(sentence);
  // "Priyas dad", typed without its apostrophe, is Priya's dad.
  const who = died?.[1]
    ?.replace(/^(My|Our|His|Her|Their)\b/, (w) => w.toLowerCase())
    .replace(new RegExp(`^([A-Z][a-z]+)s (${KIN_WORDS})$`), "$1's $2");
  if (!who || NOT_A_NAME.has(who)) return namedBefore(sentence);
  const pronoun = /^(his|her|their) /.exec(who)?.[1];
  if (pronoun) return { who, mourner: OBJECT[pronoun] };
  // "Tasha's mom": Tasha's loss; "my wife's father": my wife's.
  const possessor = /^([A-Z][a-z]+)'s /.exec(who)?.[1] ?? /^((?:my|our) \w+)'s /i.exec(who)?.[1];
  return possessor ? { who, mourner: possessor } : { who };
}

/** The most important turn in a story (instructions already left out), or null. */
export function turnIn(story: string): Turn | null {
  const sentences = story.split(/(?<=[.!?])\s+/).filter(Boolean);
  const death = turnOf(sentences, DEATHS);
  if (death) return death;
  // "ok confession. im an atheist and…": what follows the cue is the confession.
  const cue = sentences.findIndex((s) => CONFESSION_CUE.test(s));
  const confessed = cue >= 0 ? sentences[cue + 1] : undefined;
  if (confessed) {
    const words = confessed.replace(/[.!?]+$/, '').split(/\s+/);
    return { kind: 'confession', clause: words.length <= 18 ? words.join(' ') : clauseAt(confessed, 0) };
  }
  // Otherwise the newest news: the message's last sentence that carries a turn ("came home from her
  // first semester with green hair. She quit pre-med.": the quitting).
  let newest: Turn | null = null;
  for (let i = sentences.length - 1; i >= 0 && !newest; i--) newest = turnOf(sentences, OTHERS, i, i + 1);
  // Someone arriving leads whatever follows ("WE GOT A DOG!!!! retired racing greyhound"); good news
  // comes before a secret kept about it ("were eloping!!! … nobody knows except my sister"), but a
  // change after it is newer ("I married him. we're divorced now"), and so is "I didnt".
  const news = turnOf(sentences, FIRSTS);
  const kept = newest?.kind === 'confession' && /\b(?:nobody|no one)\b/i.test(newest.clause);
  // Good news comes headline first ("I WALKED!!! bachelors in accounting").
  if (news?.news === 'arrival' || (news?.news && (!newest || kept || newest.news))) return news;
  // A secret kept about a turn told first is that turn's ("were doing it. driving to vegas tonight…
  // nobody knows"): the turn leads.
  if (kept)
    return (
      turnOf(
        sentences.slice(0, -1),
        OTHERS.filter(([kind]) => kind !== 'confession'),
      ) ?? newest
    );
  return newest;
}

/** The most important turn of `sentences` (those from `from` to `to`) among `patterns`, or null. */
function turnOf(
  sentences: readonly string[],
  patterns: typeof PATTERNS,
  from = 0,
  to = sentences.length,
): Turn | null {
  for (const [kind, pattern] of patterns) {
    for (let i = from; i < to; i++) {
      const sentence = sentences[i] as string;
      const m = pattern.exec(sentence);
      // "a celebration, not a funeral", "nobody dies": a turn the writer denies is no turn.
      if (!m || /\b(?:not (?:a |an )?|nobody |no one )$/i.test(sentence.slice(0, m.index))) continue;
      // "the AC died", "my phone died": a machine stopping is no death.
      if (kind === 'death' && MACHINE.test(sentence.slice(0, m.index))) continue;
      // "my mom almost died": a figure of speech, or a close call, is no death.
      if (
        kind === 'death' &&
        /\b(?:almost|nearly|practically|literally|could have|could've)\s+$/i.test(sentence.slice(0, m.index))
      )
        continue;
      // "i never went to my grandmas funeral": the confession is the writer's, not the death.
      if (
        kind === 'death' &&
        /\b(?:never went to|didn'?t go to|missed|skipped) (?:\S+ ){0,2}$/i.test(sentence.slice(0, m.index))
      )
        continue;
      // "kinda the turtles but at a funeral", "like a viking funeral": a sound, likened.
      if (
        kind === 'death' &&
        /\b(?:like|kinda|kind of|sort of|but at)\s+(?:\w+\s+){0,2}$/i.test(sentence.slice(0, m.index))
      )
        continue;
      // "she tells me whos died at church": news of others, told in passing.
      if (kind === 'death' && /\bwho(?:'?s| has) $/i.test(sentence.slice(0, m.index))) continue;
      // "I told everyone I got the promotion in may. I didnt.": a turn too short to say back takes the
      // sentence it answers.
      // "decided. im getting my teeth fixed": a turn said in a word opens on what it is.
      const own = clauseAt(sentence, m.index);
      const before = sentences[i - 1]?.replace(/[.!?]+$/, '').replace(OPENERS, '');
      const after = sentences[i + 1]?.replace(/[.!?]+$/, '');
      const short = own.split(/\s+/).length < 3;
      const opens = short && after && (kind === 'decision' || kind === 'change');
      // "ok so i did it. i entered the demolition derby": what "it" was follows.
      const vague = !short && own.split(/\s+/).length <= 3 && /\bit$/i.test(own) && after;
      // "emergency. Nugget died": a one-word lead-in is no part of the news.
      const lead = before && before.split(/\s+/).length > 1 ? before : undefined;
      const clause = short && lead ? `${lead}. ${own}` : opens ? after : vague ? `${own}, ${after}` : own;
      // "he didnt tell anyone for months": someone else's silence is told, not confessed.
      if (kind === 'confession' && /^(?:he|she|they)\b/i.test(clause)) continue;
      // "we lost the baby": no one to ask what they left behind.
      if (kind === 'death' && /\b(?:the|our) baby\b|miscarr|stillb/i.test(sentence))
        return { kind, clause, who: 'the baby' };
      // "rip Gerald": said back as what it means.
      const rip = kind === 'death' ? /^rip (\w+)/i.exec(sentence) : null;
      if (rip) return { kind, clause: `${rip[1]} is gone`, who: rip[1] };
      // "just the obituary. mr lindqvist. my 5th grade teacher": who it was follows.
      const obituary = kind === 'death' && /obituary/i.test(own);
      if (obituary && after && after.split(/\s+/).length <= 4)
        return { kind, clause: `${own.replace(/^just /i, '')} of ${after}`, who: after };
      if (kind === 'death') return { kind, clause, ...deathOf(sentence) };
      const news = kind === 'first' ? newsOf(clause) : undefined;
      return news ? { kind, clause, news } : { kind, clause };
    }
  }
  return null;
}
