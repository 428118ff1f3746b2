/** Deterministic lyric text of a given length, so every run stores and searches the same words. */
// No q, x, z, j, k or v: the library bench searches titles made of those letters, so a typed
// search narrows the grid at every keystroke instead of matching every lyric.
const WORDS = (
  'night heart fire silent morning rain shadow golden highway dream whisper ocean city ' +
  'lonely summer bitter light dancing midnight echo letter window thunder ember garden paper ' +
  'wild northern stranger promise falling burning hollow train mirror winter sorrow harbor wander'
).split(' ');

/** A simple seeded generator (mulberry32): the same seed gives the same text. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `words` words in lines of eight and stanzas of four lines. */
export function lyricsOf(words: number, seed: number): string {
  const next = random(seed);
  const lines: string[] = [];
  for (let w = 0; w < words; w += 8) {
    const line = Array.from(
      { length: Math.min(8, words - w) },
      () => WORDS[Math.floor(next() * WORDS.length)],
    );
    lines.push(line.join(' '));
    if (lines.length % 5 === 4) lines.push('');
  }
  return lines.join('\n');
}
