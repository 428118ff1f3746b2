import { describe, expect, it } from 'vitest';
import { tailFitsVerb } from './motion';

describe('path endings', () => {
  it('follow only a verb that moves', () => {
    expect(tailFitsVerb('drive', 'down the road')).toBe(true);
    expect(tailFitsVerb('walk past', 'across the field')).toBe(true);
    expect(tailFitsVerb('wait', 'into the lake')).toBe(false);
    expect(tailFitsVerb('break', 'across the coast')).toBe(false);
  });
  it('leave endings that say where to any verb, and lines with no verb alone', () => {
    expect(tailFitsVerb('wait', 'in the rain')).toBe(true);
    expect(tailFitsVerb('hear', 'down by the river')).toBe(true);
    expect(tailFitsVerb(undefined, 'into the night')).toBe(true);
  });
});
