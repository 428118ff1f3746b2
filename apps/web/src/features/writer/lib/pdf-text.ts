/**
 * Whether the standard Helvetica font can print `text` as typed: it draws Windows-1252 only. A song
 * that is all Windows-1252 keeps Helvetica (nothing to download, a small file); any other character
 * switches the PDF to an embedded Unicode font (pdf-fonts.ts).
 */
const WINDOWS_1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const printable = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WINDOWS_1252_EXTRAS.has(char);
};

/** Tabs print as spaces; line breaks separate the lines. */
export const isWindows1252 = (text: string) => [...text.replace(/[\t\n]/g, ' ')].every(printable);
