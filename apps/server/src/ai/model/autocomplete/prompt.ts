import type { FormTarget } from '@lyricist/lyric-engine';
import type { AutocompleteInput, MelodyTarget } from '@lyricist/shared/ai/contracts';
import { MAX_SUGGESTION_WORDS } from '@lyricist/shared/constants';
import type { ModelMessage } from 'ai';
import { head, jsonOrNone, tail } from '../prompt-parts';
import { CANDIDATE_COUNT } from './schema';

const BEFORE_CHARS = 3000;
const AFTER_CHARS = 1000;

export const AUTOCOMPLETE_SYSTEM_PROMPT = `You are the autocomplete of a lyrics editor. Write only the text to insert at the cursor, in "suggestion":
- if the line at the cursor already has words, the rest of that line (do not repeat the words already typed);
- if it is empty, one whole next line.
One line only, at most ${MAX_SUGGESTION_WORDS} words, no quotation marks, no commentary.
Also give ${CANDIDATE_COUNT} other, different lines for the same spot in "candidates": each is checked for rhyme and syllables, and the best one is shown.

Follow the storytelling director (what the song says: its situation, images, point of view and tense) and the style director (syllables per line, rhyme scheme, register). Rhyme where the scheme asks, keep the line near the syllable target, and never repeat a line that is already written.`;

/** Where the cursor is: the lyrics around it and the words already typed on its line. */
export function cursorContext(input: AutocompleteInput) {
  const before = input.lyrics.slice(0, input.cursorPosition);
  const after = input.lyrics.slice(input.cursorPosition);
  const partial = before.slice(before.lastIndexOf('\n') + 1);
  return { before, after, partial };
}

/** The form the line must keep, as read by the engine: the partner line and the syllable count. */
function formNote(target: FormTarget): string {
  const rhyme = target.partner
    ? `The finished line must rhyme with the line "${target.partner.trim()}" (a perfect rhyme on its last word, not the same word).`
    : 'The finished line starts a new rhyme.';
  return `${rhyme} ${target.melody ? melodyNote(target.melody) : `Aim for ${target.syllables} syllables in the whole line.`}`;
}

/** A memo's phrase (R-ghost-10): its notes, as syllables of the whole line, and where stress belongs. */
function melodyNote(melody: MelodyTarget): string {
  const most = melody.syllablesMax ?? melody.syllables;
  const count = most > melody.syllables ? `${melody.syllables} to ${most}` : `exactly ${melody.syllables}`;
  const strong = melody.strong.map((i) => i + 1).join(', ');
  const stress = strong === '' ? '' : ` Put stressed syllables on syllables ${strong} (counting from 1).`;
  return `The line is sung to a melody: write ${count} syllables in the whole line.${stress}`;
}

export function autocompleteMessages(input: AutocompleteInput, target: FormTarget): ModelMessage[] {
  const { before, after, partial } = cursorContext(input);
  const content = [
    `Storytelling director: ${jsonOrNone(input.storytelling)}`,
    `Style director: ${jsonOrNone(input.style)}`,
    ...(input.rhymeScheme ? [`The writer set the song's rhyme scheme to ${input.rhymeScheme}.`] : []),
    `Lyrics before the cursor:\n<<<\n${tail(before, BEFORE_CHARS)}\n>>>`,
    `Lyrics after the cursor:\n<<<\n${head(after, AFTER_CHARS)}\n>>>`,
    partial.trim()
      ? `Words already typed on the cursor's line: "${partial.trim()}"`
      : "The cursor's line is empty.",
    formNote(target),
  ].join('\n\n');
  return [{ role: 'user', content }];
}
