import type { MemoSummary } from '@lyricist/shared/memos/contracts';
import type { MemoSummaryRow } from './store';

export const presentMemo = (row: MemoSummaryRow): MemoSummary => ({
  memoId: row.id,
  name: row.name,
  contentType: row.contentType,
  durationMs: row.durationMs,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
  phrases: row.phrases,
  linkedStanza: row.linkedStanza,
  linkedSpan:
    row.linkedFromPhrase === null || row.linkedToPhrase === null
      ? null
      : { from: row.linkedFromPhrase, to: row.linkedToPhrase },
});
