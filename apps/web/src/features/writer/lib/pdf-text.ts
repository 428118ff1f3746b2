/**
 * The PDF uses the standard Helvetica font (nothing to download, so export works offline), which
 * can draw Windows-1252 only. Other characters degrade legibly rather than print as garbage:
 * accented letters outside it lose the accent (ő → o), anything else (emoji, CJK) becomes '?'.
 */
const WINDOWS_1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const printable = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WINDOWS_1252_EXTRAS.has(char);
};

/** Whether Helvetica can print all of `text` as typed (tabs and line breaks aside). */
export const isWindows1252 = (text: string) => [...text.replace(/[\t\n]/g, ' ')].every(printable);

export function pdfSafeText(text: string): string {
  let out = '';
  for (const char of text) {
    if (printable(char)) out += char;
    else if (char === '\t') out += '    ';
    else {
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base !== '' && [...base].every(printable) ? base : '?';
    }
  }
  return out;
}
