import { VERSION_DAILY_MS, VERSION_KEEP_ALL_MS } from '@lyricist/shared/constants';

const DAY_MS = 24 * 60 * 60 * 1000;

type Dated = { id: string; createdAt: Date };

/**
 * Which automatic versions retention drops (ADR 015): all from the last day are kept; older than
 * that, the newest of each calendar day (UTC); older than VERSION_DAILY_MS, the newest of each week.
 * Calendar buckets do not move as time passes, so a version kept today is not dropped tomorrow for
 * the same bucket.
 */
export function versionsToThin(versions: Dated[], now: Date): string[] {
  const newestFirst = [...versions].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const seen = new Set<string>();
  const drop: string[] = [];
  for (const version of newestFirst) {
    const time = version.createdAt.getTime();
    const age = now.getTime() - time;
    if (age <= VERSION_KEEP_ALL_MS) continue;
    const day = Math.floor(time / DAY_MS);
    // Day 0 (1 Jan 1970) was a Thursday; +3 makes weeks start on Monday.
    const bucket = age <= VERSION_DAILY_MS ? `d${day}` : `w${Math.floor((day + 3) / 7)}`;
    if (seen.has(bucket)) drop.push(version.id);
    else seen.add(bucket);
  }
  return drop;
}
