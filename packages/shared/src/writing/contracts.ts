import { z } from 'zod';
import { melodyTargetSchema, prosodyOutputSchema, themeDataSchema } from '../ai/contracts';
import { MAX_CHAT_MESSAGE_CHARS, MAX_CHAT_MESSAGES, MAX_LYRICS_CHARS } from '../constants';
import { chatMessageSchema, chatReferencesSchema } from '../sessions/contracts';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../text';

/** Contracts of the AI endpoints: chat, contextual autocomplete, title, prosody (R-api-4). */

export const chatBodySchema = z.object({
  // Stored in the session's messages: storable text only (see ../text.ts).
  message: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(MAX_CHAT_MESSAGE_CHARS)
    .refine(isStorableText, { message: UNSTORABLE_TEXT_MESSAGE }),
  lyricsId: z.string().max(100).nullish(),
  chatHistory: z.array(z.string().max(MAX_CHAT_MESSAGE_CHARS)).max(MAX_CHAT_MESSAGES).default([]),
  currentMessages: z.array(chatMessageSchema).max(MAX_CHAT_MESSAGES).default([]),
  sessionId: z.uuid().nullish(),
});
/** What a client sends: the history lists may be left out. */
export type ChatBody = z.input<typeof chatBodySchema>;
/** The body as the server has it once validated: the history lists default to empty. */
export type ParsedChatBody = z.output<typeof chatBodySchema>;

export const chatResponseSchema = z.object({
  reply: z.object({
    content: z.string(),
    suggestions: z.array(z.string()),
    /** Absent when the message named nothing the catalogue has. */
    references: chatReferencesSchema.optional(),
  }),
  session: z.object({ sessionId: z.string() }),
  themeAnalysis: z.object({ themeData: themeDataSchema }),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

export const autocompleteBodySchema = z
  .object({
    currentLyrics: z.string().max(MAX_LYRICS_CHARS),
    cursorPosition: z.number().int().min(0),
    /** The memo phrase the cursor's line is sung to, when its stanza is linked to a memo (R-ghost-10). */
    melody: melodyTargetSchema.optional(),
  })
  .refine((b) => b.cursorPosition <= b.currentLyrics.length, {
    message: 'must be within the lyrics',
    path: ['cursorPosition'],
  });
export type AutocompleteBody = z.infer<typeof autocompleteBodySchema>;
export const autocompleteResponseSchema = z.object({
  suggestion: z.string(),
  storytellingAvailable: z.boolean(),
  styleAvailable: z.boolean(),
});
export type AutocompleteResponse = z.infer<typeof autocompleteResponseSchema>;

export const generateTitleResponseSchema = z.object({ title: z.string() });
export type GenerateTitleResponse = z.infer<typeof generateTitleResponseSchema>;

export const prosodyBodySchema = z.object({ lyrics: z.string().max(MAX_LYRICS_CHARS) });
export const prosodyResponseSchema = prosodyOutputSchema;
