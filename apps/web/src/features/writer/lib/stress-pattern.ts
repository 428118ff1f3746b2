/**
 * A line's stress as a songwriter hums it (issue 17): one word per syllable from the CMU stress
 * digits, `DUM` for a primary stress, `dum` for a secondary one, `da` for none ("da DUM da DUM").
 */
const SYLLABLE: Record<string, string> = { '0': 'da', '1': 'DUM', '2': 'dum' };

export function stressPattern(digits: string): string {
  const syllables: string[] = [];
  for (const digit of digits) {
    const syllable = SYLLABLE[digit];
    if (syllable) syllables.push(syllable);
  }
  return syllables.join(' ');
}

/** The same pattern in one mark per syllable, for a phone's narrow margin: `·●·●` (`◦` secondary). */
const MARK: Record<string, string> = { '0': '·', '1': '●', '2': '◦' };

export function stressMarks(digits: string): string {
  return [...digits].map((digit) => MARK[digit] ?? '').join('');
}

/** The words a screen reader or a tooltip gives the same pattern. */
export function stressDescription(digits: string): string {
  const stressed = [...digits].filter((digit) => digit === '1').length;
  const count = digits.length;
  return `${count} syllable${count === 1 ? '' : 's'}, ${stressed} stressed: ${stressPattern(digits)}`;
}
