import type { AutocompleteInput, AutocompleteOutput, MelodyTarget } from '@lyricist/shared/ai/contracts';
import { MAX_SUNG_LINE_CHARS } from '@lyricist/shared/constants';
import { PRE_VERB, SUBJECTS } from '../banks/function-words';
import { kindOf } from '../banks/noun-kinds';
import { hasOwnVerb, LINE_TEMPLATES, TAIL_TEMPLATES, type TailContext } from '../banks/templates';
import { type Tense, voiceFor, voiceFromPov } from '../compose/grammar';
import { type BuildRequest, type Built, buildLine, type RankedEnd } from '../compose/line-builder';
import { MELODY_ATTEMPTS_SCALE, MELODY_SCALE, melodySyllableMisfit } from '../compose/melody-fit';
import { nounsOf } from '../compose/quality';
import { roleAt } from '../compose/section';
import { openingsOf } from '../compose/variety';
import { readForm } from '../form/scheme';
import { hookReturn, isSectionLine, repeatAt, sectionBias } from '../form/sections';
import { withPronunciations } from '../phonetics/overrides';
import { hashString, rngFor } from '../util/random';
import { capitalize, lastWord, normalizeLine, unique, wordsOf } from '../util/text';
import { startsWithVerb } from './clause-end';
import { readContext, syllableTarget } from './context';
import { freshEnds, perfectAnswers, rhymingEnds } from './ends';
import { imageAhead } from './image-ahead';
import { materialFrom, relevantWords, songMeaning } from './material';
import { readTail } from './tail-context';
import { songTense } from './told-tense';

/**
 * Ghost text at the cursor: the rest of the active line when it has words, otherwise a whole next
 * line; it rhymes where the stanza's scheme asks, fits the stanza's syllable count, moves the story
 * (situation, turn, chorus message) and never repeats a line that is already there.
 */
export function autocomplete(input: AutocompleteInput): AutocompleteOutput {
  // The writer's own syllable counts apply to every line length measured on the way.
  return withPronunciations(input.pronunciations, () => complete(input));
}

function complete(input: AutocompleteInput): AutocompleteOutput {
  const { storytelling: story, style } = input;
  if (!story && !style) return { suggestion: '' };
  // The writer passed over what we offered for the line above: offering it again reads as a loop.
  const prior = priorInput(input);
  const offered = prior ? suggest(prior, null).suggestion : '';
  return suggest(input, offered === '' ? null : normalizeLine(offered));
}

/** The same song with the cursor at the start of the line above, when the writer is on a fresh line. */
function priorInput(input: AutocompleteInput): AutocompleteInput | null {
  const head = input.lyrics.slice(0, input.cursorPosition);
  if (!head.endsWith('\n') || head.trim() === '') return null;
  const start = head.lastIndexOf('\n', head.length - 2) + 1;
  if (head.slice(start).trim() === '') return null;
  return {
    ...input,
    lyrics: head.slice(0, start) + input.lyrics.slice(input.cursorPosition),
    cursorPosition: start,
  };
}

/**
 * Whether a phrase of place may end the line when nothing else fits: after a whole clause, a
 * thing or a person named ("The morning people | in the rain"), not after a pronoun, a verb, a
 * modal or a determiner still waiting for what follows them.
 */
const TAKES_A_PHRASE: ReadonlySet<TailContext> = new Set(['complete', 'other', 'be', 'thing']);
const takesAPhrase = (kind: TailContext, last: string) =>
  TAKES_A_PHRASE.has(kind) || (kind === 'subject' && !SUBJECTS.has(last) && !PRE_VERB.has(last));

/** Determiners of one thing: "a", "every broken", "another" are followed by a singular noun. */
const SINGULAR_DETERMINERS = new Set(['a', 'an', 'every', 'each', 'another', 'one']);

const SHE = new Set(['she', 'her', 'hers', 'herself']);
const HE = new Set(['he', 'him', 'his', 'himself']);

/** The song's third person, by the pronouns its lines use most ("She folded dumplings"); null if even. */
function thirdPersonIn(lines: readonly string[]): 'she' | 'he' | null {
  let balance = 0;
  for (const line of lines) for (const w of wordsOf(line)) balance += SHE.has(w) ? 1 : HE.has(w) ? -1 : 0;
  return balance === 0 ? null : balance > 0 ? 'she' : 'he';
}

/** The line nearest the phrase's length, the first of equals: the stricter request's. */
function closestToMelody(melody: MelodyTarget, lines: readonly (Built | null)[]): Built | null {
  let best: Built | null = null;
  for (const line of lines)
    if (
      line &&
      (!best || melodySyllableMisfit(melody, line.syllables) < melodySyllableMisfit(melody, best.syllables))
    )
      best = line;
  return best;
}

/** The writer's unfinished line with `text` typed at the cursor. */
function typed(input: AutocompleteInput, text: string): AutocompleteInput {
  const at = Math.max(0, Math.min(input.cursorPosition, input.lyrics.length));
  return {
    ...input,
    lyrics: input.lyrics.slice(0, at) + text + input.lyrics.slice(at),
    cursorPosition: at + text.length,
  };
}

function suggest(input: AutocompleteInput, offered: string | null, isImageTaken = false): AutocompleteOutput {
  const { storytelling: story, style } = input;
  const ctx = readContext(input.lyrics, input.cursorPosition);
  // Nothing to finish in a line no one sings, and every candidate would re-read all of it.
  if (ctx.isTail && ctx.partial.length > MAX_SUNG_LINE_CHARS) return { suggestion: '' };
  // A section tag being typed is not a line to finish.
  if (isSectionLine(ctx.partial) || ctx.partial.trimStart().startsWith('[')) return { suggestion: '' };
  const repeat = repeatAt(ctx.section, ctx.before, ctx.earlier, ctx.partial);
  if (repeat !== null) return { suggestion: repeat };
  const rng = rngFor(input.lyrics, input.cursorPosition, story, style);
  const { partner: partnerAt } = readForm(ctx.before, ctx.earlier, input);
  const partnerLine = partnerAt === null ? undefined : ctx.before[partnerAt];
  const partner = partnerLine === undefined ? undefined : lastWord(partnerLine);
  const hookLine = ctx.isTail ? null : hookReturn(ctx.section, partnerLine);
  if (hookLine !== null) return { suggestion: hookLine };
  const bias = sectionBias(ctx.section);
  const written = materialFrom(story, style);
  // The hook's nouns come first among the images a chorus line may be built on.
  const material =
    bias.hook.length > 0 ? { ...written, images: unique([...bias.hook, ...written.images]) } : written;
  // "Each lid had masking" in a song whose images or story hold "masking tape": the writer's own
  // image comes first ("tape"), then the rest of the line as if they had typed it.
  const rest =
    ctx.isTail && !isImageTaken ? imageAhead(ctx.partial, material.images, story?.situation) : null;
  if (rest !== null) {
    const { suggestion } = suggest(typed(input, /\s$/.test(ctx.partial) ? rest : ` ${rest}`), offered, true);
    return { suggestion: `${rest} ${suggestion}`.trim() };
  }
  const relevant = new Set([...relevantWords(material, story), ...bias.hook]);
  // Every candidate's nouns are weighed against the song's meaning; written lines must sit near it.
  // The two lines just above count twice: a line follows them first, the song as a whole second.
  const song = [...ctx.earlier.flat(), ...ctx.before, ...ctx.before.slice(-2), ...ctx.after];
  const meaning = songMeaning(song, material, story);
  const used = new Set([...ctx.before, ...ctx.after].map((l) => lastWord(l) ?? '').concat(bias.used));
  const hook = new Set(bias.hook);
  const notHook = (w: string) => !hook.has(w);
  const tense: Tense = story?.tense ?? songTense([...ctx.earlier.flat(), ...ctx.before]) ?? 'present';
  const third = thirdPersonIn(song) ?? (hashString(story?.situation ?? '') % 2 === 0 ? 'she' : 'he');
  const voice = voiceFromPov(story?.pointOfView ?? 'first', tense, third);
  const near = [...ctx.before.slice(-2), ctx.partial, ...ctx.after.slice(0, 1)];
  const { melody } = input;
  const base = {
    // A memo's phrase sets the whole line's length, the words already typed included (R-ghost-10).
    target: melody ? melody.syllables : syllableTarget(ctx, style, partnerLine),
    ...(melody ? { melody } : {}),
    voice,
    material,
    existing: ctx.existing,
    rng,
    avoid: new Set(near.flatMap(nounsOf).filter(notHook)),
    stale: new Set([...ctx.before, ...ctx.after].flatMap(nounsOf).concat(bias.stale).filter(notHook)),
    previous: ctx.before[ctx.before.length - 1] ?? '',
    openings: openingsOf(ctx.otherLines),
    meaning,
    ...(offered === null ? {} : { offered }),
  };
  const rhymed = partner ? rhymingEnds(partner, used, relevant, rng, melody ? MELODY_SCALE : 1) : [];
  const attemptsScale = melody ? MELODY_ATTEMPTS_SCALE : 1;
  const ends =
    rhymed.length > 0
      ? rhymed
      : freshEnds(used, relevant, rng, (e) => !e.soundings.some((s) => bias.usedSounds.has(s.key)));
  const mustRhyme = rhymed.length > 0;

  // The line on the given ends: the rest of the writer's line, or a whole next line.
  const compose = (ends: readonly RankedEnd[]): Built | null => {
    if (ctx.isTail) {
      const { kind, subject, tense: told, prep, verb, noun, opensClause } = readTail(ctx.partial);
      const last = lastWord(ctx.partial) ?? '';
      const determiner = kind === 'adjective' ? (wordsOf(ctx.partial).at(-2) ?? '') : last;
      // The clause follows the writer's own tense: "I drove past the barn where the hay still hung",
      // "The pills are lined up | while you sleep".
      const clauseTense: Tense = told ?? tense;
      // In "till I …" a future song still sings the present: "till I'm home", not "till I'll be home".
      const isSubordinate = kind === 'clause' || kind === 'conjunction' || kind === 'complete';
      const clauseVoice = {
        ...voice,
        tense: isSubordinate && clauseTense === 'future' ? ('present' as const) : clauseTense,
      };
      const request: BuildRequest = {
        ...base,
        voice: clauseVoice,
        // "And when the | sun comes up": the noun a subordinator opens does something of its own.
        templates: opensClause ? TAIL_TEMPLATES[kind].filter(hasOwnVerb) : TAIL_TEMPLATES[kind],
        ends,
        mustRhyme,
        prefix: ctx.partial,
        attempts: 90 * attemptsScale,
        needsConsonantStart: last === 'a',
        needsSingular:
          (kind === 'determiner' || kind === 'adjective') && SINGULAR_DETERMINERS.has(determiner),
        needsVowelStart: last === 'an',
      };
      if (subject) request.writerVoice = voiceFor(subject, clauseTense);
      if (prep) request.prep = prep;
      if (verb) request.objectVerb = verb;
      if (noun) request.subjectNoun = noun;
      // "We rode the meadow": a second place ("in the hotel") would put one place inside another.
      if (wordsOf(ctx.partial).some((w) => kindOf(w) === 'place')) request.namesPlace = true;
      // After a whole clause the ending is a phrase or a linked clause, never a verb of its own.
      if (kind === 'complete') request.opensWithVerb = startsWithVerb;
      if (kind === 'clause' || kind === 'conjunction') request.takesClause = true;
      // Nothing fits the writer's preposition exactly: any noun phrase still beats a stray clause.
      const { prep: _, ...loose } = request;
      // Nothing Brown saw the writer's verb take rhymes: a noun phrase still beats a stray clause.
      const { objectVerb: __, ...anyObject } = loose;
      // Only a whole clause, or a line we cannot read, may end on a phrase of place instead; a line
      // waiting for its verb, object or noun takes nothing rather than one ("I miss | through the
      // gardens", "She could barely | across the floor").
      const built =
        buildLine(request) ??
        buildLine(loose) ??
        buildLine(anyObject) ??
        (takesAPhrase(kind, last) ? buildLine({ ...request, templates: TAIL_TEMPLATES.other }) : null);
      // A memo's phrase the writer's preposition or verb leaves no ending near: a looser one may fit it.
      return melody && built && melodySyllableMisfit(melody, built.syllables) > 1
        ? closestToMelody(melody, [built, buildLine(loose), buildLine(anyObject)])
        : built;
    }
    const role = roleAt(ctx.stanzaIndex, ctx.before.length, ctx.label);
    const request = {
      ...base,
      templates: LINE_TEMPLATES,
      ends,
      mustRhyme,
      prefix: '',
      attempts: 140 * attemptsScale,
      role,
    };
    // A chorus quatrain that did not end on its hook line still ends on the hook's image.
    const closesOnHook = bias.hook.length > 0 && ctx.before.length % 4 === 3;
    const hooked = closesOnHook
      ? buildLine({ ...request, material: { ...material, images: bias.hook }, requireImage: true })
      : null;
    return hooked ?? buildLine(request) ?? buildLine({ ...request, avoid: new Set<string>() });
  };
  let built = compose(ends);
  // A memo's phrase leaves few lines of its length, and the draws go mostly to the many slant ends:
  // a line that ended slant is drawn again on the perfect rhymes alone, and the better scored kept.
  if (melody && partner && mustRhyme && built) {
    const perfect = perfectAnswers(partner, rhymed);
    const end = built.end;
    const alt = perfect.length > 0 && !perfect.some((e) => e.entry.word === end) ? compose(perfect) : null;
    if (alt && alt.score < built.score) built = alt;
  }
  if (!built) return { suggestion: '' };
  const text = !ctx.isTail && ctx.shouldCapitalize ? capitalize(built.text) : built.text;
  return { suggestion: text };
}
