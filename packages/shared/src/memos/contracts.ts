import { z } from 'zod';
import { MEMO_MAX_DURATION_MS, MEMO_MAX_NAME_CHARS, MEMO_UPLOAD_WINDOW_MS } from '../constants';
import { storableText } from '../text';
import { MEMO_CONTENT_TYPES } from './audio-signature';
import { linkedStanzaSchema, memoPhrasesSchema, phraseSpanSchema } from './phrases';

/** Contracts of the voice-memo endpoints (issue 35, R-memo-1 … R-memo-6). */

export const memoParamsSchema = z.object({
  id: z.uuid({ message: 'must be a session id' }),
  memoId: z.uuid({ message: 'must be a memo id' }),
});

const memoName = storableText(MEMO_MAX_NAME_CHARS)
  .transform((name) => name.trim())
  .refine((name) => name.length > 0, { message: 'must not be blank' });

const minutes = MEMO_MAX_DURATION_MS / 60_000;

/** Megabytes as a writer reads them: 200, or 0.5 for a smaller quota a deployment sets. */
const megabytes = (bytes: number) => Number((bytes / (1024 * 1024)).toFixed(2));

/**
 * The 409 of an upload that would take the writer's memos, over every song, past their quota
 * (R-memo-10). Nothing is stored; a deleted memo makes room.
 */
export const memoQuotaFullMessage = (quotaBytes: number) =>
  `Your memos fill the ${megabytes(quotaBytes)} MB you have for them: delete a memo to make room for this one`;

/** The 429 of a writer past the memo upload limit (R-memo-11). */
export const memoUploadsLimitedMessage = (limit: number) =>
  `Too many memo uploads: at most ${limit} every ${MEMO_UPLOAD_WINDOW_MS / 60_000} minutes. Please wait a few minutes and try again.`;

/**
 * The upload's description; the bytes are the request body. The id is the browser's: an upload
 * retried after its answer was lost stores nothing twice (R-memo-2).
 */
export const uploadMemoQuerySchema = z.object({
  memoId: z.uuid({ message: 'must be a memo id' }),
  name: memoName.optional(),
  durationMs: z.coerce
    .number()
    .int()
    .min(1, { message: 'must be a length in milliseconds' })
    .max(MEMO_MAX_DURATION_MS, { message: `A memo may be at most ${minutes} minutes long` }),
});
export type UploadMemoQuery = z.input<typeof uploadMemoQuerySchema>;

/**
 * A change to a memo: its name, its phrases (the browser's transcription, issue 35 item 3), the
 * stanza it is linked to (null unlinks, and forgets the span), or the span of its phrases that stanza
 * sings (null: the whole memo; R-memo-12). At least one of them. A span with `linkedStanza: null` says
 * two contrary things and is refused; whether it fits the memo's phrases is the server's to check.
 */
export const updateMemoBodySchema = z
  .object({
    name: memoName.optional(),
    phrases: memoPhrasesSchema.optional(),
    linkedStanza: linkedStanzaSchema.nullable().optional(),
    linkedSpan: phraseSpanSchema.nullable().optional(),
  })
  .strict()
  .refine((b) => Object.values(b).some((value) => value !== undefined), {
    message: 'must change the name, the phrases, the linked stanza or its span',
  })
  .refine((b) => !(b.linkedStanza === null && b.linkedSpan), {
    message: 'An unlinked memo has no span: send the span with a stanza, or alone',
    path: ['linkedSpan'],
  });
export type UpdateMemoBody = z.infer<typeof updateMemoBodySchema>;

/** One memo as lists show it: everything but its bytes. */
export const memoSummarySchema = z.object({
  memoId: z.uuid(),
  name: z.string(),
  contentType: z.enum(MEMO_CONTENT_TYPES),
  durationMs: z.number().int().min(0),
  size: z.number().int().min(0),
  createdAt: z.string(),
  /** The melody's phrases, once the browser has transcribed the memo; null before. */
  phrases: memoPhrasesSchema.nullable(),
  /** The stanza whose lines the phrases are set against, line by line; null when none is. */
  linkedStanza: linkedStanzaSchema.nullable(),
  /** The phrases that stanza sings (R-memo-12); null while it sings the whole memo, or none is linked. */
  linkedSpan: phraseSpanSchema.nullable(),
});
export type MemoSummary = z.infer<typeof memoSummarySchema>;
export const memoListSchema = z.array(memoSummarySchema);

export const deleteMemoResponseSchema = z.object({ memoId: z.uuid(), deleted: z.literal(true) });

/** The memo's audio: bytes, not JSON (the response of `GET …/memos/{memoId}/audio`). */
export const memoAudioSchema = z.custom<Uint8Array<ArrayBufferLike>>((value) => value instanceof Uint8Array);
