import { describe, expect, it } from 'vitest';
import { formatDuration, nextMemoName } from './memo-names';

describe('nextMemoName (R-memo-1)', () => {
  it('counts on from the memos there are, skipping names already taken', () => {
    expect(nextMemoName([])).toBe('Memo 1');
    expect(nextMemoName(['Chorus hum'])).toBe('Memo 2');
    expect(nextMemoName(['Memo 1', 'Memo 2'])).toBe('Memo 3');
    // Memo 1 deleted: the next is not a second "Memo 2".
    expect(nextMemoName(['Memo 2'])).toBe('Memo 3');
  });
});

describe('formatDuration', () => {
  it('reads minutes and seconds', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(7_900)).toBe('0:07');
    expect(formatDuration(165_000)).toBe('2:45');
    expect(formatDuration(180_000)).toBe('3:00');
  });
});
