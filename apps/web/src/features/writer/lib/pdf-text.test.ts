import { describe, expect, it } from 'vitest';
import { isWindows1252 } from './pdf-text';

describe('what Helvetica can print', () => {
  it('takes Western European text as typed, and nothing beyond it', () => {
    expect(isWindows1252('Café “naïve” — €5\n\tfin')).toBe(true);
    for (const text of ['ő', 'Привет', 'Καλημέρα', '🎸', '夜', 'bell\u0007'])
      expect(isWindows1252(text), text).toBe(false);
  });
});
