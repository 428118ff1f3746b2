import { z } from 'zod';
import { MEMO_MAX_DURATION_MS } from '../constants';

/**
 * A memo's melody as the writer's margin and ghost text need it (issue 35 item 3): its phrases,
 * each with the syllables it wants and its strong beats. The browser transcribes the memo and
 * sends these; the notes themselves stay in the browser, only their count is kept.
 */

/** A 3-minute memo of short phrases (a phrase ends at a rest of at least a quarter second). */
export const MEMO_MAX_PHRASES = 200;
/** Notes in one phrase: a long run without a rest, sung fast. */
export const MEMO_MAX_PHRASE_NOTES = 120;
/** A stanza index past any song's length: the link is refused above it. */
export const MEMO_MAX_STANZA = 499;

const seconds = z
  .number()
  .min(0)
  .max(MEMO_MAX_DURATION_MS / 1000 + 1);
const noteCount = z.number().int().min(1).max(MEMO_MAX_PHRASE_NOTES);

export const memoPhraseSchema = z
  .object({
    start: seconds,
    end: seconds,
    /** One syllable a note. */
    syllables: noteCount,
    /** One more for each held note, which a singer may split in two. */
    syllablesMax: z
      .number()
      .int()
      .min(1)
      .max(2 * MEMO_MAX_PHRASE_NOTES),
    /** Indices of the phrase's strong notes (longer or louder than its others). */
    strongBeats: z
      .array(
        z
          .number()
          .int()
          .min(0)
          .max(MEMO_MAX_PHRASE_NOTES - 1),
      )
      .max(MEMO_MAX_PHRASE_NOTES),
    notes: noteCount,
  })
  .refine((p) => p.end >= p.start, { message: 'must end after it starts', path: ['end'] })
  .refine((p) => p.syllablesMax >= p.syllables && p.syllablesMax <= 2 * p.syllables, {
    message: 'must be between syllables and twice syllables',
    path: ['syllablesMax'],
  })
  .refine((p) => p.strongBeats.every((i) => i < p.notes), {
    message: 'must name notes of the phrase',
    path: ['strongBeats'],
  });
export type MemoPhrase = z.infer<typeof memoPhraseSchema>;

export const memoPhrasesSchema = z
  .array(memoPhraseSchema)
  .max(MEMO_MAX_PHRASES, { message: `A memo keeps at most ${MEMO_MAX_PHRASES} phrases` });

/** The stanza a memo is linked to, 0-based among the song's stanzas (blank lines and tags part them). */
export const linkedStanzaSchema = z.number().int().min(0).max(MEMO_MAX_STANZA);

const phraseNumber = z
  .number()
  .int({ message: 'must be a phrase number' })
  .min(1, { message: 'must be a phrase number, counted from 1' })
  .max(MEMO_MAX_PHRASES, { message: `A memo keeps at most ${MEMO_MAX_PHRASES} phrases` });

/**
 * The phrases of a memo a linked stanza sings (R-memo-12), from `from` to `to` and both included,
 * numbered from 1 as the writer reads them ("phrases 5–8": a second verse sung to the same memo).
 * The stanza's first line takes phrase `from`.
 */
export const phraseSpanSchema = z
  .object({ from: phraseNumber, to: phraseNumber })
  .strict()
  .refine((span) => span.from <= span.to, {
    message: 'The span must end at or after its first phrase',
    path: ['to'],
  });
export type PhraseSpan = z.infer<typeof phraseSpanSchema>;

/** The 400 of a span past the memo's phrases, once they are known (R-memo-12). */
export const spanPastPhrasesMessage = (count: number) =>
  count === 0
    ? 'The memo has no phrases: link it to the whole memo'
    : `The memo has ${count} phrase${count === 1 ? '' : 's'}: a span must lie within phrases 1–${count}`;

/** The phrases a stanza linked with `span` sings, in order; all of them with no span (R-memo-12). */
export const phrasesOfSpan = <T>(phrases: readonly T[], span: PhraseSpan | null): readonly T[] =>
  span === null ? phrases : phrases.slice(span.from - 1, span.to);
