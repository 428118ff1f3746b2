import type { AutocompleteInput, AutocompleteOutput, StyleDirector } from '@lyricist/shared/ai/contracts';
import { LINE_TEMPLATES, TAIL_TEMPLATES } from '../banks/templates';
import { type Tense, voiceFor, voiceFromPov } from '../compose/grammar';
import { type BuildRequest, type Built, buildLine } from '../compose/line-builder';
import { hashString, rngFor } from '../util/random';
import { capitalize, lastWord } from '../util/text';
import { inferScheme, partnerIndex, readContext, syllableTarget } from './context';
import { freshEnds, rhymingEnds } from './ends';
import { materialFrom, relevantWords } from './material';
import { readTail } from './tail-context';

/**
 * Ghost text at the cursor: the rest of the active line when it has words, otherwise a whole next
 * line; it rhymes where the stanza's scheme asks, fits the stanza's syllable count, and never
 * repeats a line that is already there.
 */
export function autocomplete(input: AutocompleteInput): AutocompleteOutput {
  const { storytelling: story, style } = input;
  if (!story && !style) return { suggestion: '' };
  const ctx = readContext(input.lyrics, input.cursorPosition);
  const rng = rngFor(input.lyrics, input.cursorPosition, story, style);
  const scheme: StyleDirector['rhymeScheme'] = style?.rhymeScheme ?? inferScheme(ctx.before);
  const partnerAt = partnerIndex(scheme, ctx.before.length);
  const partnerLine = partnerAt === null ? undefined : ctx.before[partnerAt];
  const partner = partnerLine === undefined ? undefined : lastWord(partnerLine);
  const material = materialFrom(story, style);
  const relevant = relevantWords(material, story);
  const used = new Set([...ctx.before, ...ctx.after].map((l) => lastWord(l) ?? ''));
  const tense: Tense = story?.tense ?? 'present';
  const third = hashString(story?.situation ?? '') % 2 === 0 ? 'she' : 'he';
  const voice = voiceFromPov(story?.pointOfView ?? 'first', tense, third);
  const base = { target: syllableTarget(ctx, style), voice, material, existing: ctx.existing, rng };
  const rhymed = partner ? rhymingEnds(partner, used, relevant, rng) : [];
  const ends = rhymed.length > 0 ? rhymed : freshEnds(used, relevant, rng);

  let built: Built | null;
  if (ctx.isTail) {
    const { kind, subject } = readTail(ctx.partial);
    const last = lastWord(ctx.partial) ?? '';
    // In "till I …" a future song still sings the present: "till I'm home", not "till I'll be home".
    const clauseVoice =
      kind === 'conjunction' && tense === 'future' ? { ...voice, tense: 'present' as const } : voice;
    const request: BuildRequest = {
      ...base,
      voice: clauseVoice,
      templates: TAIL_TEMPLATES[kind],
      ends,
      prefix: ctx.partial,
      attempts: 90,
      needsConsonantStart: last === 'a',
      needsVowelStart: last === 'an',
    };
    if (subject) request.writerVoice = voiceFor(subject, tense);
    built = buildLine(request) ?? buildLine({ ...request, templates: TAIL_TEMPLATES.other });
  } else {
    built = buildLine({ ...base, templates: LINE_TEMPLATES, ends, prefix: '', attempts: 140 });
  }
  if (!built) return { suggestion: '' };
  const text = !ctx.isTail && ctx.shouldCapitalize ? capitalize(built.text) : built.text;
  return { suggestion: text };
}
