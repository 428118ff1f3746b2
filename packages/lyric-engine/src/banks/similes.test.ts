import { describe, expect, it } from 'vitest';
import { isSimile, simileFits } from './similes';

describe('similes', () => {
  it('close a line only on a singular noun a line can be compared to', () => {
    expect(isSimile('ghost')).toBe(true);
    expect(isSimile('ghosts')).toBe(false);
    expect(isSimile('crowd')).toBe(false);
  });
  it('follow only a verb they can say the manner of', () => {
    expect(simileFits('ghost', 'walk past')).toBe(true);
    expect(simileFits('prayer', 'hold')).toBe(true);
    expect(simileFits('knife', 'remember')).toBe(false);
    expect(simileFits('storm', 'strike')).toBe(false);
    expect(simileFits('constructor', 'hold')).toBe(false);
  });
});
