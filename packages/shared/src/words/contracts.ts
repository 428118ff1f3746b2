import { z } from 'zod';
import { MAX_LYRICS_CHARS, MAX_WORD_LETTERS, MAX_WORD_SYLLABLES, MIN_WORD_SYLLABLES } from '../constants';
import { storableText } from '../text';

/** Contracts of the writer's toolbox (issue 17): rhymes, meanings, meter and the writer's pronunciations. */

/** One word as a writer types it: letters, inner apostrophes and hyphens; compared in lower case. */
export const lookupWordSchema = z
  .string()
  .trim()
  .min(1, { message: 'must be a word' })
  .max(MAX_WORD_LETTERS, { message: `must be at most ${MAX_WORD_LETTERS} letters` })
  // A sung word may drop a letter at either end: "lovin'", "'cause".
  .regex(/^['’]?\p{L}(?:[\p{L}'’-]*[\p{L}'’])?$/u, {
    message: 'must be one word (letters, apostrophes, hyphens)',
  })
  .transform((word) => word.toLowerCase().replace(/’/g, "'"));

export const wordParamsSchema = z.object({ word: lookupWordSchema });

/** `all=true` lists uncommon words too; by default only common ones. */
const allWords = z
  .enum(['true', 'false'], { message: "must be 'true' or 'false'" })
  .optional()
  .transform((value) => value === 'true');

export const wordQuerySchema = z.object({ all: allWords });

export const RHYME_KINDS = ['perfect', 'slant', 'multi'] as const;
export const rhymeKindSchema = z.enum(RHYME_KINDS);
export type RhymeKind = z.infer<typeof rhymeKindSchema>;

export const rhymeEntrySchema = z.object({
  word: z.string(),
  syllables: z.number().int().min(1),
  /** The engine's rhyme grade with the looked-up word, 0..1 (the same grading autocomplete uses). */
  grade: z.number().min(0).max(1),
  common: z.boolean(),
});
export type RhymeEntry = z.infer<typeof rhymeEntrySchema>;

/** Rhymes of one kind with the same syllable count, most common word first. */
export const rhymeGroupSchema = z.object({
  syllables: z.number().int().min(1),
  words: z.array(rhymeEntrySchema),
});
export type RhymeGroup = z.infer<typeof rhymeGroupSchema>;

/** Where a word's syllables and stress came from. */
export const PRONUNCIATION_SOURCES = ['dictionary', 'writer', 'guess'] as const;
export const pronunciationSourceSchema = z.enum(PRONUNCIATION_SOURCES);

export const PARTS_OF_SPEECH = ['noun', 'verb', 'adjective', 'adverb'] as const;
export const senseSchema = z.object({
  partOfSpeech: z.enum(PARTS_OF_SPEECH),
  definition: z.string(),
});

export const meaningSchema = z.object({
  /** Most frequent senses first; empty when WordNet does not know the word. */
  senses: z.array(senseSchema),
  synonyms: z.array(z.string()),
  /** Broader, narrower and similar words. */
  related: z.array(z.string()),
});
export type Meaning = z.infer<typeof meaningSchema>;

/** `GET /api/words/:word`: everything the word panel shows. */
export const wordAnswerSchema = z.object({
  word: z.string(),
  syllables: z.number().int().min(1),
  /** One CMU stress digit per syllable: '1' primary, '2' secondary, '0' none. */
  stress: z.string().regex(/^[012]*$/),
  pronunciation: pronunciationSourceSchema,
  rhymes: z.object({
    perfect: z.array(rhymeGroupSchema),
    slant: z.array(rhymeGroupSchema),
    /** Two- and three-syllable endings (tomorrow / borrow). */
    multi: z.array(rhymeGroupSchema),
  }),
  meaning: meaningSchema,
});
export type WordAnswer = z.infer<typeof wordAnswerSchema>;

/**
 * `GET /api/words?rhymesWith=&means=&syllables=`: at least one of the first two; `syllables` keeps only
 * the words of that many syllables, as a memo's phrase asks for (R-toolbox-2).
 */
export const wordSearchQuerySchema = z
  .object({
    rhymesWith: lookupWordSchema.optional(),
    means: lookupWordSchema.optional(),
    syllables: z.coerce
      .number({ message: 'must be a whole number of syllables' })
      .int('must be a whole number of syllables')
      .min(MIN_WORD_SYLLABLES)
      .max(MAX_WORD_SYLLABLES)
      .optional(),
    all: allWords,
  })
  .refine((query) => query.rhymesWith !== undefined || query.means !== undefined, {
    message: 'give rhymesWith, means, or both',
    path: ['rhymesWith'],
  });
export type WordSearchQuery = z.infer<typeof wordSearchQuerySchema>;

export const wordSearchResultSchema = rhymeEntrySchema.extend({
  /** How it rhymes with `rhymesWith`; null when only `means` was given. */
  kind: rhymeKindSchema.nullable(),
});
export const wordSearchAnswerSchema = z.object({ results: z.array(wordSearchResultSchema) });
export type WordSearchAnswer = z.infer<typeof wordSearchAnswerSchema>;

/** `POST /api/words/meter`: the stress of each line of the lyrics, for the margin's "Show stress". */
export const meterBodySchema = z.object({ lyrics: storableText(MAX_LYRICS_CHARS) });
export const meterAnswerSchema = z.object({
  /** One entry per line of the lyrics (split on '\n'); '' for blank lines and section tags. */
  lines: z.array(z.object({ stress: z.string().regex(/^[012]*$/) })),
});
export type MeterAnswer = z.infer<typeof meterAnswerSchema>;

/** A writer's own syllable count for a word (slang, names, elisions: "fire" as one syllable). */
export const pronunciationSchema = z.object({
  word: z.string(),
  syllables: z.number().int().min(MIN_WORD_SYLLABLES).max(MAX_WORD_SYLLABLES),
});
export type Pronunciation = z.infer<typeof pronunciationSchema>;
export const pronunciationListSchema = z.object({ pronunciations: z.array(pronunciationSchema) });
export const pronunciationBodySchema = pronunciationSchema.pick({ syllables: true });
