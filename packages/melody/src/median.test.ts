import { describe, expect, it } from 'vitest';
import { median, quantile } from './median';

describe('median', () => {
  it('takes the middle value, the lower of the two middle ones for an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(median([7, 7, 7, 1, 9])).toBe(7);
  });

  it("leaves the caller's array as it was", () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('is NaN for no values', () => {
    expect(median([])).toBeNaN();
  });

  it('finds any share of a shuffled list', () => {
    const values = Array.from({ length: 101 }, (_, i) => (i * 37) % 101);
    expect(quantile(values, 0)).toBe(0);
    expect(quantile(values, 0.95)).toBe(95);
    expect(quantile(values, 1)).toBe(100);
  });
});
