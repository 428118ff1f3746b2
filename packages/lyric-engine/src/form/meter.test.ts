import { describe, expect, it } from 'vitest';
import { lineStress } from '../phonetics/syllables';
import { footFit, guessMeter, keepsFoot, stanzaMeter } from './meter';

const IAMBIC = [
  'I drove back home on a Sunday night',
  'The porch was burning yellow light',
  'My father kept his radio on',
];
const TROCHAIC = ['Tiger, tiger, burning bright', 'Candle burning through the night'];

describe('the meter of a stanza', () => {
  it('is the foot most of its lines are in', () => {
    expect(stanzaMeter(IAMBIC)).toBe('iambic');
    expect(stanzaMeter(TROCHAIC)).toBe('trochaic');
  });

  it('is none when fewer than two lines are long enough to judge, or no foot wins', () => {
    expect(stanzaMeter(['I drove back home on a Sunday night'])).toBeNull();
    expect(stanzaMeter(['Oh', 'Go on', 'I drove back home on a Sunday night'])).toBeNull();
    expect(stanzaMeter(['The porch was burning yellow light', 'Tiger, tiger, burning bright'])).toBeNull();
  });

  it('reads a line as in the foot when most of its syllables fall where the foot wants them', () => {
    expect(keepsFoot('The kitchen light was burning low', 'iambic')).toBe(true);
    expect(keepsFoot('Kitchen radio crackled', 'iambic')).toBe(false);
    expect(keepsFoot('Go', 'iambic')).toBeNull();
    expect(footFit(lineStress('The kitchen light was burning low'), 'iambic')).toBe(1);
  });

  it('gives the margin the same guess as before: the foot of a majority of lines, else mixed', () => {
    expect(guessMeter(IAMBIC.map(lineStress))).toBe('iambic');
    expect(guessMeter([...IAMBIC.slice(0, 2), ...TROCHAIC].map(lineStress))).toBe('mixed');
    expect(guessMeter(['1'])).toBe('unknown');
  });
});
