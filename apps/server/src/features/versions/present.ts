import type { Version, VersionSummary } from '@lyricist/shared/versions/contracts';
import type { lyricVersions } from '../../db/schema/index';

type VersionRow = typeof lyricVersions.$inferSelect;
export type VersionSummaryRow = Omit<VersionRow, 'lyrics' | 'sessionId'>;

export const presentVersionSummary = (row: VersionSummaryRow): VersionSummary => ({
  versionId: row.id,
  name: row.name,
  reason: row.reason,
  songTitle: row.songTitle,
  wordsAdded: row.wordsAdded,
  wordsRemoved: row.wordsRemoved,
  createdAt: row.createdAt.toISOString(),
});

export const presentVersion = (row: VersionRow): Version => ({
  ...presentVersionSummary(row),
  lyrics: row.lyrics,
});
