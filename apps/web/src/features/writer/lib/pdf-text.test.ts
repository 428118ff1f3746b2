import { describe, expect, it } from 'vitest';
import { isWindows1252, pdfSafeText } from './pdf-text';

describe('what Helvetica can print', () => {
  it('takes Western European text as typed, and nothing beyond it', () => {
    expect(isWindows1252('Café “naïve” — €5\n\tfin')).toBe(true);
    for (const text of ['ő', 'Привет', 'Καλημέρα', '🎸', '夜']) expect(isWindows1252(text), text).toBe(false);
  });
  it('degrades the rest legibly: accents dropped, anything else a question mark', () => {
    expect(pdfSafeText('Őszi ő 🎸 夜\tend')).toBe('Oszi o ? ?    end');
  });
});
