import { z } from 'zod';
import { MAX_VERSION_NAME_CHARS } from '../constants';
import { storableText } from '../text';

/** Contracts of the version-history endpoints (issue 18, ADR 015). */

/** Why a version was kept: asked for, or taken automatically before something replaced the text. */
export const VERSION_REASONS = ['manual', 'idle', 'title', 'restore'] as const;
export const versionReasonSchema = z.enum(VERSION_REASONS);
export type VersionReason = z.infer<typeof versionReasonSchema>;

export const versionParamsSchema = z.object({
  id: z.uuid({ message: 'must be a session id' }),
  versionId: z.uuid({ message: 'must be a version id' }),
});

export const createVersionBodySchema = z.object({
  // A blank name is no name.
  name: storableText(MAX_VERSION_NAME_CHARS)
    .transform((name) => name.trim())
    .optional(),
});
export type CreateVersionBody = z.infer<typeof createVersionBodySchema>;

/** One line of the history list: no text, so 500 versions stay a small answer. */
export const versionSummarySchema = z.object({
  versionId: z.uuid(),
  name: z.string().nullable(),
  reason: versionReasonSchema,
  songTitle: z.string(),
  wordsAdded: z.number().int().min(0),
  wordsRemoved: z.number().int().min(0),
  createdAt: z.string(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;
export const versionListSchema = z.array(versionSummarySchema);

export const versionSchema = versionSummarySchema.extend({ lyrics: z.string() });
export type Version = z.infer<typeof versionSchema>;

export const diffLineSchema = z.object({
  kind: z.enum(['same', 'added', 'removed']),
  text: z.string(),
});
export type DiffLine = z.infer<typeof diffLineSchema>;

/** The version's lines against the current text: 'removed' lines are only in the version. */
export const versionDiffSchema = z.object({
  versionId: z.uuid(),
  lines: z.array(diffLineSchema),
});

export const restoreVersionResponseSchema = z.object({
  songTitle: z.string(),
  lyrics: z.string(),
  lastSaved: z.string(),
  /** The version that holds the text the restore replaced: restoring it undoes the restore. */
  undoVersionId: z.uuid(),
});
export type RestoreVersionResponse = z.infer<typeof restoreVersionResponseSchema>;
