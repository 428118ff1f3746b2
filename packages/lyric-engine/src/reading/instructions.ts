import { literalPattern } from '../util/text';
import { GENRE_WORDS } from './genre-words';
import { MOOD_WORDS } from './mood-words';
import { namedReferences } from './references';
import { AMBIGUOUS_GENRES, FEEL_WORDS, FORM_WORDS, SONG_CUES, STYLE_NOUNS, TEMPO_WORDS } from './song-words';
import {
  blankSayings,
  CONTINUES_WORDS,
  STORY_VERB,
  soundsIn,
  styleFragment,
  TELLS_STORY,
} from './style-sentence';
import {
  DECADE,
  describesAThing,
  type Found,
  findTerms,
  inATitle,
  inside,
  namesAThing,
  negatedAt,
  STYLE_KINDS,
  styleSpan,
  WORD_WINDOW,
} from './style-terms';

/** Whether `name` is said in `sentence`, in any case, as words of their own. */
const literalIn = (sentence: string, name: string) =>
  new RegExp(`(?<![\\w'])${literalPattern(name)}(?![\\w])`, 'i').test(sentence);

/** What the writer asks of the song itself: "a slow folk song, not sad exactly, more like grateful". */
export type Instruction = {
  kind: 'genre' | 'mood' | 'tempo' | 'pov' | 'tense' | 'artist' | 'form' | 'length' | 'feel' | 'arrangement';
  /** The list name for genres and moods ("Folk"), else the writer's word ("grateful", "second"). */
  value: string;
  /** The words the writer used for a genre or mood ("rnb" for R&B, "gospel" for Soul). */
  said?: string;
  /** "not sad": the writer wants it without this. */
  negated?: boolean;
};

/** How much of a mood: "a little cozy", "kinda sad", "really angry". */
const DEGREE =
  /(?:a little|a lil(?: bit)?|a bit|a lot|kind of|kinda|sort of|sorta|very|really|super|pretty|slightly)\s+$/;
/** A decade said on its own: "80s", "the 60s", "90's". */
const DECADE_WORD =
  /(?<![a-z0-9'-])((?:'?\d0|(?:19|20)\d0)'?s)(?![a-z0-9-]|\s+[a-z&-]*(?:rock|pop|punk|country|r&b|rnb|hip hop|hip-hop|rap|soul|metal|folk|jazz|blues|emo|synth))/g;
function povIn(lower: string): Instruction[] {
  if (
    /\bsecond[- ]person\b|talking to (myself|him|her|them)|to (him|her|them) directly|addressed to/.test(
      lower,
    )
  )
    return [{ kind: 'pov', value: 'second' }];
  if (/\bthird[- ]person\b|\babout (a|an) (girl|boy|man|woman|kid|guy)\b/.test(lower))
    return [{ kind: 'pov', value: 'third' }];
  if (/\bfirst[- ]person\b|\bmy point of view\b|\bfrom my (side|eyes)\b|\bas a (kid|child)\b/.test(lower))
    return [{ kind: 'pov', value: 'first' }];
  return [];
}

function tenseIn(lower: string): Instruction[] {
  const m = /\b(past|present|future) tense\b/.exec(lower);
  return m ? [{ kind: 'tense', value: m[1] as string }] : [];
}

/** "starts tiny and gets huge", "start slow like round 1 and end swinging": a song that builds. */
const BUILDS =
  /\b(?:start(?:s|ing)?|begin(?:s|ning)?|open(?:s|ing)?)\s+(?:\w+\s+){0,2}?(?:slow|quiet|small|tiny|soft|sparse|low|little|gentle|whispered)\b[^.!?]{0,40}?\b(?:get(?:s|ting)?|build(?:s|ing)?(?: to)?|end(?:s|ing)?|grow(?:s|ing)?|go(?:es)?|explode(?:s)?)\s+(?:\w+\s+){0,2}?(?:huge|big|loud|swinging|massive|full|wild|enormous|fast|everything)\b/;

function buildIn(lower: string, sentence: string): Instruction[] {
  const m = BUILDS.exec(lower);
  return m ? [{ kind: 'form', value: 'build', said: sentence.slice(m.index, m.index + m[0].length) }] : [];
}

function lengthIn(lower: string): Instruction[] {
  const out: Instruction[] = [];
  if (/\bshort (lines|song|verses)\b|\bkeep it short\b|\bshort and\b|\bunder \w+ minutes\b/.test(lower))
    out.push({ kind: 'length', value: 'short' });
  if (/\b(simple|plain|no big words|easy words|simple words)\b/.test(lower))
    out.push({ kind: 'length', value: 'simple' });
  return out;
}

/**
 * found: its style terms; directs: whether it directs the song on its own; fragment: how many style
 * terms it holds when it is nothing but style words ("confident and smooth", "bouncy and silly"), else 0.
 */
type SentenceRead = { found: Instruction[]; directs: boolean; fragment: number };

/** `named`: the artists its message names as sounds ("BLACKPINK, TWICE" after "K-pop!!"). */
/**
 * "it should feel like Alabama in august", "make it sound like a Sonic parking lot at night"; a wish
 * ("I want it to feel like the party she planned") is the song's job, read as a request.
 */
const FEELS_LIKE =
  /\b(?:should|could|gotta|make it|needs to|has to)\s+(?:feel|sound)s?\s+(?:kind of |kinda |sort of |a bit |a little )?like\s+((?:an?|the)\s+)?([^,.;!?]{3,50})/i;

/**
 * "banana pancakes kind of easy", "soak up the sun kind of thing", "that Gymnopédie kind of stillness":
 * a song, a record or a thing named as the feel, a few words that tell no story (no one in them does
 * anything), said back as written and never taken for a hook.
 */
const KIND_OF =
  /^(?!.*\b(?:i|i'm|he|she|we|they|you|my|was|were|did|had)\b)(?!(?:that|this|some|any|a|the|what)\s+(?:kind|type|sort)\b)(?:[\w'&-]+\s+){1,6}(?:kind|type|sort) of\s+(?:thing|vibe|feel|[a-z]+y|easy|sad|soft|slow|loud|stillness|energy)[.!?]*$/i;

/**
 * A place or a time the song should feel like, said back as the writer put it ("like Alabama in
 * august"): a feel, never a title or an image. Only when the sentence names no artist or style of its
 * own, which say the same thing better.
 */
function sceneIn(sentence: string, found: readonly Instruction[]): Instruction | null {
  const kind = sentence.split(/[,;:]\s*/).find((part) => KIND_OF.test(part.trim()));
  if (kind) return { kind: 'feel', value: kind.trim().replace(/[.!?]+$/, '') };
  const m = FEELS_LIKE.exec(sentence);
  if (!m || found.some((i) => i.kind === 'artist' || i.kind === 'genre' || i.kind === 'mood')) return null;
  return { kind: 'feel', value: `like ${m[1] ?? ''}${(m[2] as string).trim()}` };
}

function readSentence(sentence: string, named?: readonly string[]): SentenceRead {
  const lower = blankSayings(sentence.toLowerCase().replace(/[\u2018\u2019]/g, "'"));
  const out: Instruction[] = [];
  // In the sentence's order; a genre word is said back with the whole style phrase it stands in
  // ("an R&B slow jam", "outlaw country"), each pinned, but not one inside another ("pop" in "dream pop").
  const genres = findTerms(lower, GENRE_WORDS.keys())
    .filter((g) => !namesAThing(lower, g) && !inATitle(sentence, g))
    .sort((a, b) => a.at - b.at);
  const genreSpans: [number, number][] = [];
  for (const found of genres) {
    if (inside(found, genres)) continue;
    const [at, end] = styleSpan(lower, found, genres);
    genreSpans.push([at, end]);
    const said = sentence.slice(at, end);
    const value = GENRE_WORDS.get(found.term) as string;
    if (!out.some((i) => i.kind === 'genre' && i.value === value && i.said === said))
      out.push({ kind: 'genre', value, negated: found.negated, said });
  }
  // Every mood word is said back as written, two for one pin included ("dreamy", "hazy").
  const moods = findTerms(lower, MOOD_WORDS.keys())
    .filter((m) => !describesAThing(lower, m))
    .sort((a, b) => a.at - b.at);
  for (const found of moods) {
    // "slow" in "slow folk" is the genre's tempo, said with it, not a mood of its own; "sad folk" is both.
    const tempoOfGenre =
      TEMPO_WORDS.includes(found.term) && genreSpans.some(([at, end]) => found.at >= at && found.end <= end);
    if (inside(found, moods) || tempoOfGenre) continue;
    const value = MOOD_WORDS.get(found.term) as string;
    // "a little cozy", "kinda sad": said back with how much.
    const degree = DEGREE.exec(lower.slice(Math.max(0, found.at - 16), found.at))?.[0].length ?? 0;
    const said = sentence.slice(found.at - degree, found.end);
    out.push({ kind: 'mood', value, negated: found.negated, said });
  }
  // "80s", "the 60s" on their own: the decade is the feel, nearest Nostalgic.
  for (const m of lower.matchAll(DECADE_WORD))
    if (!out.some((i) => i.said?.toLowerCase().includes(m[1] as string)))
      out.push({
        kind: 'mood',
        value: 'Nostalgic',
        said: sentence.slice(m.index ?? 0, (m.index ?? 0) + (m[1] as string).length),
      });
  // "no ukulele": a sound the writer rules out is read as ruled out.
  // "trombone shorty", "bright eyes": an instrument or a feel in an artist's name is the artist's.
  const inName = (value: string) => (named ?? []).some((a) => a.toLowerCase().includes(value.toLowerCase()));
  for (const value of soundsIn(lower, sentence))
    if (!inName(value))
      out.push({ kind: 'arrangement', value, negated: negatedAt(lower, lower.indexOf(value.toLowerCase())) });
  for (const { term, negated } of findTerms(lower, TEMPO_WORDS))
    out.push({ kind: 'tempo', value: term, negated });
  // "i sang the national anthem at the game": a song in the story, not the song's form.
  for (const { term, negated, at } of findTerms(lower, FORM_WORDS))
    if (!/\bnational\s+$/.test(lower.slice(0, at))) out.push({ kind: 'form', value: term, negated });
  for (const { term, negated } of findTerms(lower, FEEL_WORDS))
    if (
      !inName(term) &&
      !out.some((i) => ` ${i.said?.toLowerCase()} `.includes(` ${term} `) || i.value.toLowerCase() === term)
    )
      out.push({ kind: 'feel', value: term, negated });
  out.push(...povIn(lower), ...tenseIn(lower), ...lengthIn(lower));
  // "starts tiny and gets huge": how it builds, not a mood of "huge" or a tempo of "slow".
  const build = buildIn(lower, sentence)[0];
  if (build) {
    const span = ` ${build.said?.toLowerCase()} `;
    const kept = out.filter(
      (i) =>
        !['mood', 'tempo', 'feel'].includes(i.kind) ||
        !span.includes(` ${(i.said ?? i.value).toLowerCase()} `),
    );
    out.splice(0, out.length, ...kept, build);
  }
  // Within a message, only the names the whole message names: "heart." alone reads as a band, but not
  // after "my best friend's dad died this morning".
  const own = namedReferences(sentence).artists.filter((a) => !named || named.includes(a));
  const artists = new Set(own);
  for (const name of named ?? []) if (literalIn(sentence, name)) artists.add(name);
  for (const name of artists) out.push({ kind: 'artist', value: name });
  const scene = sceneIn(sentence, out);
  if (scene) out.push(scene);
  const words = lower.split(/\s+/).filter(Boolean).length;
  const fragment = TELLS_STORY.test(sentence) ? 0 : styleFragment(lower, out);
  // "an R&B slow jam", "boom bap, hard": a genre word no one uses for anything else directs on its own.
  // A genre word before a style noun directs too, an everyday one included ("a garage rock edge").
  // A genre word beside an artist named as a sound is style too ("like Springsteen, big heartland rock"),
  // and so is one named with its kind ("outlaw country", "90s alt rock") outside a told story.
  const hasArtist = out.some((i) => i.kind === 'artist');
  const tellsStory = TELLS_STORY.test(sentence);
  const isModified = (g: Found) => {
    // The words of its style phrase before it ("80s arena rock"), from a short window.
    const [at] = styleSpan(lower, g, genres);
    return lower
      .slice(Math.max(at, g.at - WORD_WINDOW), g.at)
      .split(/\s+/)
      .some((w) => DECADE.test(w) || STYLE_KINDS.has(w));
  };
  const styled = genres.some(
    (g) =>
      !g.negated &&
      (!AMBIGUOUS_GENRES.has(g.term) ||
        hasArtist ||
        STYLE_NOUNS.test(lower.slice(g.end)) ||
        (!tellsStory && isModified(g))),
  );
  // A short sentence can direct without a cue ("Country, but not flag-waving"), but a mood word alone
  // in one is a feeling ("I'm not angry, just tired").
  // An everyday genre word in a sentence that tells what someone did is story ("I picked up a rock").
  const bare =
    out.some((i) => !['feel', 'mood', 'tempo', 'genre', 'arrangement'].includes(i.kind)) ||
    genres.some((g) => !AMBIGUOUS_GENRES.has(g.term) || !tellsStory);
  const directs =
    SONG_CUES.test(sentence) ||
    (words <= 8 && bare) ||
    styled ||
    // "Black Sabbath, loud enough the neighbors complained": an artist in a told scene is story.
    (hasArtist && !tellsStory && !STORY_VERB.test(sentence) && !/\b[a-z]{3,}ed\b/i.test(sentence)) ||
    fragment >= 2 ||
    // "fiddle, dobro, lots of harmony": instruments listed are the record's.
    (words <= 8 &&
      !tellsStory &&
      !STORY_VERB.test(sentence) &&
      out.filter((i) => i.kind === 'arrangement').length >= 2) ||
    // "bittersweet but you can dance to it": two moods in a short sentence that tells nothing.
    (words <= CONTINUES_WORDS && !tellsStory && !STORY_VERB.test(sentence) && moods.length >= 2);
  const strong = out.some((i) => i.kind !== 'feel' && i.kind !== 'tempo');
  return {
    found: out,
    directs:
      (directs && out.length > 0 && (strong || SONG_CUES.test(sentence) || fragment >= 2)) || scene !== null,
    fragment,
  };
}

/** Every style term a part of a sentence names, whether or not the part directs on its own. */
export const termsIn = (part: string): Instruction[] => readSentence(part).found;

/** The song instructions in one sentence; empty when the sentence is story, not direction. */
export function instructionsIn(sentence: string): Instruction[] {
  const read = readSentence(sentence);
  return read.directs ? read.found : [];
}

/**
 * The song instructions of a message's sentences, one list each, in order. When one sentence of a
 * message directs the song, a short sentence of style words beside it goes on with the direction
 * ("Make it slow country, like an old Glen Campbell record. Wichita Lineman kind of lonesome.",
 * "romantic obviously. slow jam, like an old Luther record"), though alone it would read as a feeling;
 * one that tells what someone did or how things were stays story ("Make it folk. Dad was quiet.").
 */
export function instructionsInSentences(
  sentences: readonly string[],
  artists: readonly string[] = namedReferences(sentences.join(' ')).artists,
): Instruction[][] {
  const reads = sentences.map((sentence) => readSentence(sentence, artists));
  // "steady. a little funny. not weepy": fragments of style words, two or more in all, direct together.
  const fragments = reads.reduce((n, r) => n + r.fragment, 0);
  const directed = reads.some((r) => r.directs) || fragments >= 2;
  return reads.map((read, i) => {
    const sentence = sentences[i] as string;
    const continues =
      directed &&
      read.found.length > 0 &&
      (read.fragment > 0 ||
        (sentence.split(/\s+/).filter(Boolean).length <= CONTINUES_WORDS &&
          !TELLS_STORY.test(sentence) &&
          !STORY_VERB.test(sentence)));
    return read.directs || continues ? read.found : [];
  });
}
