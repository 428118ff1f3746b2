import { MEMO_LENGTH_TOLERANCE_MS, MEMO_MAX_BYTES, MEMO_MAX_DURATION_MS } from '@lyricist/shared/constants';
import { checkAudio } from '@lyricist/shared/memos/audio-signature';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { type MemoSummaryRow, saveMemo } from './store';

const megabytes = MEMO_MAX_BYTES / (1024 * 1024);
const minutes = MEMO_MAX_DURATION_MS / 60_000;

/** The 413 of an upload over MEMO_MAX_BYTES (R-memo-3). */
export const memoTooLarge = () =>
  new AppError(
    'payload_too_large',
    `A memo may be at most ${megabytes} MB: about ${minutes} minutes of a recording from this app take 1.5 MB`,
    'body',
  );

const PROBLEMS = {
  empty: () => new AppError('validation_failed', 'The recording is empty: nothing was stored', 'body'),
  truncated: () =>
    new AppError(
      'validation_failed',
      'The recording is cut short: it ends before any audio, so nothing was stored',
      'body',
    ),
  not_audio: () =>
    new AppError(
      'unsupported_media_type',
      'A memo must be WebM, Ogg, WAV or MP4 audio, and these bytes are none of them',
      'body',
    ),
};

const tooLong = () =>
  new AppError('validation_failed', `A memo may be at most ${minutes} minutes long`, 'durationMs');

/**
 * The length to store (ADR 060): the browser's where the bytes give none (MP4) or agree within
 * MEMO_LENGTH_TOLERANCE_MS, else the bytes'. Too long by either, past the tolerance, is refused.
 */
function keptLength(reported: number, measured: number | null): number {
  if (measured === null) {
    if (reported > MEMO_MAX_DURATION_MS) throw tooLong();
    return reported;
  }
  if (measured > MEMO_MAX_DURATION_MS + MEMO_LENGTH_TOLERANCE_MS) throw tooLong();
  const kept = Math.abs(reported - measured) <= MEMO_LENGTH_TOLERANCE_MS ? reported : measured;
  return Math.min(kept, MEMO_MAX_DURATION_MS);
}

export type UploadInput = { memoId: string; name?: string; durationMs: number; body: unknown };

/**
 * Checks an upload's bytes (their kind read from the bytes, R-memo-4; their length where the
 * bytes give it, ADR 060) and stores the memo if it fits the writer's `quotaBytes` (R-memo-10). Bad
 * audio throws before anything is written.
 */
export async function uploadMemo(
  db: Database,
  userId: string,
  sessionId: string,
  input: UploadInput,
  quotaBytes: number,
): Promise<MemoSummaryRow> {
  const audio = input.body instanceof Uint8Array ? input.body : new Uint8Array();
  if (audio.byteLength > MEMO_MAX_BYTES) throw memoTooLarge();
  const check = checkAudio(audio);
  if (!check.ok) throw PROBLEMS[check.problem]();
  const durationMs = keptLength(input.durationMs, check.durationMs);
  const memo = { memoId: input.memoId, name: input.name, contentType: check.contentType, durationMs, audio };
  return saveMemo(db, userId, sessionId, memo, quotaBytes);
}
