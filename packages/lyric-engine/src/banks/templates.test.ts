import { describe, expect, it } from 'vitest';
import { isToken, tokensOf } from './template-kit';
import { LINE_TEMPLATES, TAIL_TEMPLATES } from './templates';

describe('templates', () => {
  it('name only slots that fill knows', () => {
    const all = [...LINE_TEMPLATES, ...Object.values(TAIL_TEMPLATES).flat()];
    const unknown = all.flatMap((t) => tokensOf(t.text)).filter((name) => !isToken(name));
    expect(unknown).toEqual([]);
    expect(tokensOf('{SV=carry} {O} {TAIL}')).toEqual(['SV', 'O', 'TAIL']);
    expect(isToken('SVX')).toBe(false);
  });
});
