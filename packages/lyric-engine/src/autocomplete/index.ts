import type { AutocompleteInput, AutocompleteOutput } from '@lyricist/shared/ai/contracts';
import { MAX_SUNG_LINE_CHARS } from '@lyricist/shared/constants';
import { LINE_TEMPLATES, TAIL_TEMPLATES } from '../banks/templates';
import { type Tense, voiceFor, voiceFromPov } from '../compose/grammar';
import { type BuildRequest, type Built, buildLine } from '../compose/line-builder';
import { nounsOf } from '../compose/quality';
import { roleAt } from '../compose/section';
import { openingsOf } from '../compose/variety';
import { readForm } from '../form/scheme';
import { withPronunciations } from '../phonetics/overrides';
import { hashString, rngFor } from '../util/random';
import { capitalize, lastWord } from '../util/text';
import { startsWithVerb } from './clause-end';
import { readContext, syllableTarget } from './context';
import { freshEnds, rhymingEnds } from './ends';
import { materialFrom, relevantWords } from './material';
import { readTail } from './tail-context';

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
  const ctx = readContext(input.lyrics, input.cursorPosition);
  // Nothing to finish in a line no one sings, and every candidate would re-read all of it.
  if (ctx.isTail && ctx.partial.length > MAX_SUNG_LINE_CHARS) return { suggestion: '' };
  const rng = rngFor(input.lyrics, input.cursorPosition, story, style);
  const { partner: partnerAt } = readForm(ctx.before, ctx.earlier, style?.rhymeScheme ?? null);
  const partnerLine = partnerAt === null ? undefined : ctx.before[partnerAt];
  const partner = partnerLine === undefined ? undefined : lastWord(partnerLine);
  const material = materialFrom(story, style);
  const relevant = relevantWords(material, story);
  const used = new Set([...ctx.before, ...ctx.after].map((l) => lastWord(l) ?? ''));
  const tense: Tense = story?.tense ?? 'present';
  const third = hashString(story?.situation ?? '') % 2 === 0 ? 'she' : 'he';
  const voice = voiceFromPov(story?.pointOfView ?? 'first', tense, third);
  const near = [...ctx.before.slice(-2), ctx.partial, ...ctx.after.slice(0, 1)];
  const base = {
    target: syllableTarget(ctx, style, partnerLine),
    voice,
    material,
    existing: ctx.existing,
    rng,
    avoid: new Set(near.flatMap(nounsOf)),
    stale: new Set([...ctx.before, ...ctx.after].flatMap(nounsOf)),
    previous: ctx.before[ctx.before.length - 1] ?? '',
    openings: openingsOf(ctx.otherLines),
  };
  const rhymed = partner ? rhymingEnds(partner, used, relevant, rng) : [];
  const ends = rhymed.length > 0 ? rhymed : freshEnds(used, relevant, rng);
  const mustRhyme = rhymed.length > 0;

  let built: Built | null;
  if (ctx.isTail) {
    const { kind, subject, isPast, prep } = readTail(ctx.partial);
    const last = lastWord(ctx.partial) ?? '';
    // The clause follows the writer's own tense: "I drove past the barn where the hay still hung".
    const clauseTense: Tense = isPast ? 'past' : tense;
    // In "till I …" a future song still sings the present: "till I'm home", not "till I'll be home".
    const isSubordinate = kind === 'clause' || kind === 'conjunction' || kind === 'complete';
    const clauseVoice = {
      ...voice,
      tense: isSubordinate && clauseTense === 'future' ? ('present' as const) : clauseTense,
    };
    const request: BuildRequest = {
      ...base,
      voice: clauseVoice,
      templates: TAIL_TEMPLATES[kind],
      ends,
      mustRhyme,
      prefix: ctx.partial,
      attempts: 90,
      needsConsonantStart: last === 'a',
      needsVowelStart: last === 'an',
    };
    if (subject) request.writerVoice = voiceFor(subject, clauseTense);
    if (prep) request.prep = prep;
    // After a whole clause the ending is a phrase or a linked clause, never a verb of its own.
    if (kind === 'complete') request.opensWithVerb = startsWithVerb;
    // Nothing fits the writer's preposition exactly: any noun phrase still beats a stray clause.
    const { prep: _, ...loose } = request;
    built =
      buildLine(request) ?? buildLine(loose) ?? buildLine({ ...request, templates: TAIL_TEMPLATES.other });
  } else {
    const role = roleAt(ctx.stanzaIndex, ctx.before.length, ctx.label);
    const request = { ...base, templates: LINE_TEMPLATES, ends, mustRhyme, prefix: '', attempts: 140, role };
    built = buildLine(request) ?? buildLine({ ...request, avoid: new Set<string>() });
  }
  if (!built) return { suggestion: '' };
  const text = !ctx.isTail && ctx.shouldCapitalize ? capitalize(built.text) : built.text;
  return { suggestion: text };
}
