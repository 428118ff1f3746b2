import { describe, expect, it } from 'vitest';
import { versionsToThin } from './thinning';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const now = new Date('2026-11-22T12:00:00Z');
const at = (id: string, iso: string) => ({ id, createdAt: new Date(iso) });

describe('versionsToThin', () => {
  it('keeps everything from the last day', () => {
    const versions = Array.from({ length: 30 }, (_, i) => ({
      id: `v${i}`,
      createdAt: new Date(now.getTime() - i * 40 * 60 * 1000),
    }));
    expect(versionsToThin(versions, now)).toEqual([]);
  });

  it('keeps the newest of each older calendar day, and of each week past 30 days', () => {
    const versions = [
      at('day-late', '2026-11-19T20:00:00Z'),
      at('day-early', '2026-11-19T08:00:00Z'),
      at('next-day', '2026-11-18T23:59:00Z'),
      // Monday 14 and Thursday 17 September 2026 share a week; Sunday 13 is the week before.
      at('week-thu', '2026-09-17T10:00:00Z'),
      at('week-mon', '2026-09-14T10:00:00Z'),
      at('prev-sun', '2026-09-13T10:00:00Z'),
    ];
    expect(versionsToThin(versions, now).sort()).toEqual(['day-early', 'week-mon']);
  });

  it('keeps a day’s version as time passes, until its week has a newer one past 30 days', () => {
    const versions = [at('a', '2026-11-19T20:00:00Z'), at('b', '2026-11-18T20:00:00Z')];
    for (let hours = 0; hours < 72; hours += 5) {
      expect(versionsToThin(versions, new Date(now.getTime() + hours * HOUR))).toEqual([]);
    }
    // Past 30 days the two (a Wednesday and a Thursday) share a week: the newer one stays.
    expect(versionsToThin(versions, new Date(now.getTime() + 40 * DAY))).toEqual(['b']);
  });
});
