/**
 * Words someone said, as a message quotes them: in double quotes, or in single quotes that are not
 * apostrophes ("a note that said 'still my kid.'", "'you'll be fine, you always are'"). Trailing
 * punctuation goes; each quote is bounded, so reading stays linear in the message.
 */
const QUOTED = /"([^"]{2,120})"|(?<![A-Za-z])'((?:[^']|(?<=[A-Za-z])'(?=[A-Za-z])){2,120}?)'(?![A-Za-z])/g;

export function quotesIn(text: string): string[] {
  return [...text.matchAll(QUOTED)].map((m) => (m[1] ?? m[2] ?? '').replace(/[.,!?;:]+$/, '').trim());
}
