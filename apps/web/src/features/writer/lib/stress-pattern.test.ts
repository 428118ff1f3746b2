import { describe, expect, it } from 'vitest';
import { stressDescription, stressMarks, stressPattern } from './stress-pattern';

describe('stressPattern', () => {
  it('hums primary stress as DUM, secondary as dum and none as da', () => {
    expect(stressPattern('0101')).toBe('da DUM da DUM');
    expect(stressPattern('1020')).toBe('DUM da dum da');
    expect(stressPattern('1')).toBe('DUM');
  });

  it('shows nothing for a line without syllables and ignores anything but stress digits', () => {
    expect(stressPattern('')).toBe('');
    expect(stressPattern('0x1')).toBe('da DUM');
  });

  it('marks one syllable per character for a narrow margin', () => {
    expect(stressMarks('0101')).toBe('·●·●');
    expect(stressMarks('1020')).toBe('●·◦·');
  });

  it('describes the pattern in words', () => {
    expect(stressDescription('0101')).toBe('4 syllables, 2 stressed: da DUM da DUM');
    expect(stressDescription('1')).toBe('1 syllable, 1 stressed: DUM');
  });
});
