import { z } from 'zod';
import { MAX_DIRECTOR_TEXT_CHARS, MAX_MELODY_SYLLABLES } from '../constants';
import { storableText } from '../text';

/**
 * Shapes shared by the writing engine, the model provider and the API: what the AI tasks of
 * R-ai-1 take and give. Model output is validated against these (R-ai-4), and what is stored
 * must be storable text (no NUL, no lone surrogate), so a bad model answer is refused, never a 500.
 */

export const pointOfViewSchema = z.enum(['first', 'second', 'third']);
export const tenseSchema = z.enum(['past', 'present', 'future']);

const shortText = storableText(MAX_DIRECTOR_TEXT_CHARS);
const shortList = z.array(storableText(200)).max(20);

export const themeDataSchema = z.object({
  emotions: z.array(z.object({ name: storableText(50), weight: z.number().min(0).max(1) })).max(12),
  themes: shortList,
  images: shortList,
  phrases: shortList,
  pointOfView: pointOfViewSchema,
  tense: tenseSchema,
  story: shortText,
});
export type ThemeData = z.infer<typeof themeDataSchema>;

export const storytellingDirectorSchema = z.object({
  situation: shortText,
  turn: shortText,
  chorusMessage: shortText,
  images: shortList,
  emotions: shortList,
  pointOfView: pointOfViewSchema,
  tense: tenseSchema,
});
export type StorytellingDirector = z.infer<typeof storytellingDirectorSchema>;

/** A song's rhyme scheme, as one quatrain's letters; FREE asks for no rhyme at all. */
export const rhymeSchemeSchema = z.enum(['AABB', 'ABAB', 'ABCB', 'AAAA', 'AABA', 'FREE'], {
  message: 'must be AABB, ABAB, ABCB, AAAA, AABA or FREE',
});
export type RhymeScheme = z.infer<typeof rhymeSchemeSchema>;
export const styleDirectorSchema = z.object({
  syllablesPerLine: z.object({
    min: z.number().int().min(1).max(30),
    max: z.number().int().min(1).max(30),
    target: z.number().int().min(1).max(30),
  }),
  rhymeScheme: rhymeSchemeSchema,
  rhymeDensity: z.enum(['low', 'medium', 'high']),
  register: z.enum(['plain', 'conversational', 'poetic', 'street', 'storyteller']),
  imagery: shortList,
  notes: shortText,
});
export type StyleDirector = z.infer<typeof styleDirectorSchema>;

export const chatRoleSchema = z.enum(['user', 'assistant']);
export const chatTurnSchema = z.object({ role: chatRoleSchema, content: storableText(4000) });
export type ChatTurn = z.infer<typeof chatTurnSchema>;

/** What the writer has pinned; names only, as the AI sees them. */
export type WritingContext = {
  moods: string[];
  genres: string[];
  artists: string[];
  songs: { name: string; artists: string[] }[];
};

export type ChatInput = { message: string; history: ChatTurn[]; context: WritingContext };
export const chatOutputSchema = z.object({
  content: storableText(4000).min(1),
  suggestions: z.array(storableText(200).min(1)).max(4),
  themeData: themeDataSchema,
});
export type ChatOutput = z.infer<typeof chatOutputSchema>;

export type StorytellingInput = { history: ChatTurn[]; themeData: ThemeData | null };
/**
 * What the style director sees: the pinned references, and what the writer said in the theme chat
 * (oldest first), where a stated instruction ("a slow folk song, in second person") shapes the style.
 * Stating it never pins anything: the session's selections change only through the chips.
 */
export type StyleInput = WritingContext & { chatMessages?: string[] };

/**
 * The melody the line at the cursor is sung to: a voice memo's phrase (issue 35, R-ghost-10). The line
 * aims at `syllables`, one a note, and may take up to `syllablesMax` where a held note carries two;
 * `strong` are the phrase's longer or louder notes (0-based note indices, as the memo's phrases give
 * them), where stressed syllables belong: note i is syllable i of the whole line while every note takes
 * one, and one later for each held note before it that takes two (the engine's `strongBeatsMissed`).
 */
export const melodyTargetSchema = z
  .object({
    syllables: z.number().int().min(1).max(MAX_MELODY_SYLLABLES),
    syllablesMax: z.number().int().min(1).max(MAX_MELODY_SYLLABLES).optional(),
    strong: z
      .array(
        z
          .number()
          .int()
          .min(0)
          .max(MAX_MELODY_SYLLABLES - 1),
      )
      .max(MAX_MELODY_SYLLABLES),
  })
  .refine((m) => m.syllablesMax === undefined || m.syllablesMax >= m.syllables, {
    message: 'must be at least syllables',
    path: ['syllablesMax'],
  })
  .refine((m) => m.strong.every((i) => i < (m.syllablesMax ?? m.syllables)), {
    message: 'must be syllables of the phrase',
    path: ['strong'],
  });
export type MelodyTarget = z.infer<typeof melodyTargetSchema>;

export type AutocompleteInput = {
  lyrics: string;
  cursorPosition: number;
  storytelling: StorytellingDirector | null;
  style: StyleDirector | null;
  /** The writer's own syllable counts by word (issue 17), for matching line lengths. */
  pronunciations?: Readonly<Record<string, number>>;
  /** The scheme the writer set for the song; absent or null: read from the song itself. */
  rhymeScheme?: RhymeScheme | null;
  /** The memo phrase the line is sung to, when its stanza is linked to a memo; absent: the stanza's form. */
  melody?: MelodyTarget | null;
};
/** The text to insert at the cursor: the rest of the active line, or a whole next line. */
export const autocompleteOutputSchema = z.object({ suggestion: storableText(200) });
export type AutocompleteOutput = z.infer<typeof autocompleteOutputSchema>;

export type TitleInput = {
  lyrics: string;
  themeData: ThemeData | null;
  storytelling: StorytellingDirector | null;
};
export const titleOutputSchema = z.object({ title: storableText(80).min(1) });
export type TitleOutput = z.infer<typeof titleOutputSchema>;

export const prosodyOutputSchema = z.object({
  lines: z.array(
    z.object({
      text: z.string(),
      syllables: z.number().int().min(0),
      stress: z.string(),
      rhymeKey: z.string().nullable(),
    }),
  ),
  rhymeGroups: z.array(
    z.object({ lines: z.array(z.number().int().min(0)), kind: z.enum(['perfect', 'slant']) }),
  ),
  meter: z.string(),
});
export type ProsodyOutput = z.infer<typeof prosodyOutputSchema>;

/**
 * Who writes the ghost text now (`/api/health`): the provider, the state of a local model (`none`
 * where the provider has none) and which of the two writes the lines.
 */
export const aiStatusSchema = z.object({
  provider: z.enum(['embedded', 'model', 'local']),
  model: z.enum(['none', 'loading', 'ready', 'unavailable']),
  writer: z.enum(['engine', 'model']),
});
export type AiStatus = z.infer<typeof aiStatusSchema>;
