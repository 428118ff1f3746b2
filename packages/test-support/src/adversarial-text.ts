import fc from 'fast-check';

/**
 * Test-only: texts that have stalled text analysis before (issue 12), at a given length limit. One
 * huge made-up word, long runs of one character (apostrophes, hyphens, whitespace, punctuation,
 * astral characters), thousands of made-up lines, and mixes of these; each fills the limit, never
 * splits a surrogate pair and never goes past it.
 */

const LETTERS = fc.constantFrom('a', 'b', 'e', 'y', 'o', 'z', 'n');
const RUN_UNITS = fc.constantFrom(
  "'",
  '\u2019',
  '-',
  ' ',
  '\t',
  '.',
  ',;',
  '!?',
  '"',
  '\u{1F3B5}',
  '\u{1D4B6}',
  "a'",
  '\n',
  ' \n',
);

/** `text` cut to `max` UTF-16 units, dropping a high surrogate the cut would leave alone. */
export function clipToLimit(text: string, max: number): string {
  const clipped = text.slice(0, max);
  const last = clipped.charCodeAt(clipped.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? clipped.slice(0, -1) : clipped;
}

const fill = (unit: string, max: number) => unit.repeat(Math.ceil(max / unit.length));

/** One made-up word as long as the limit, from a short repeated pattern ("aaab…"), maybe in a line. */
const hugeWord = (max: number) =>
  fc
    .tuple(fc.string({ unit: LETTERS, minLength: 1, maxLength: 4 }), fc.constantFrom('', 'I walk the ', '\n'))
    .map(([pattern, before]) => clipToLimit(before + fill(pattern, max), max));

/** A run of one unit between two words, or alone. */
const run = (max: number) =>
  fc
    .tuple(RUN_UNITS, fc.constantFrom('', 'lov', 'night '), fc.constantFrom('', "in'", 'a', '\n'))
    .map(([unit, before, after]) =>
      clipToLimit(before + fill(unit, max - before.length - after.length) + after, max),
    );

/** Thousands of distinct made-up lines in one stanza: rhyming with nothing, or all with each other. */
const madeUpLines = (max: number) =>
  fc.tuple(fc.string({ unit: LETTERS, minLength: 1, maxLength: 6 }), fc.boolean()).map(([stem, rhyming]) => {
    const lines: string[] = [];
    let length = 0;
    for (let i = 0; length < max; i++) {
      const word = rhyming ? `${i.toString(36)}${stem}` : `${stem}${i.toString(36)}`;
      lines.push(word);
      length += word.length + 1;
    }
    return clipToLimit(lines.join('\n'), max);
  });

/** A few of the above, one after another, cut to the limit. */
const mix = (max: number) =>
  fc
    .array(fc.oneof(hugeWord(max / 4), run(max / 4), madeUpLines(max / 4)), { minLength: 2, maxLength: 4 })
    .map((parts) => clipToLimit(parts.join('\n'), max));

export const adversarialText = (max: number): fc.Arbitrary<string> =>
  fc.oneof(hugeWord(max), run(max), madeUpLines(max), mix(max));
