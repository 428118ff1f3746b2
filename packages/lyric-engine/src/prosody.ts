import type { ProsodyOutput } from '@lyricist/shared/ai/contracts';
import { rhymeKey, rhymes } from './phonetics/rhyme';
import { lineStress, lineSyllables } from './phonetics/syllables';
import { lastWord, stanzaRanges } from './util/text';

const FEET: Record<string, readonly string[]> = {
  iambic: ['01'],
  trochaic: ['10'],
  anapestic: ['001', '01001'],
  dactylic: ['100'],
};

/** Fraction of syllables that fall where the foot pattern wants them. */
function fit(stress: string, foot: string): number {
  const head = foot.length > 3 ? foot.slice(0, 2) : '';
  const body = foot.length > 3 ? foot.slice(2) : foot;
  const pattern = (head + body.repeat(Math.ceil(stress.length / body.length) + 1)).slice(0, stress.length);
  let hits = 0;
  for (let i = 0; i < stress.length; i++) if (stress[i] === pattern[i]) hits++;
  return hits / stress.length;
}

/** The foot most lines fit; "mixed" when no foot wins a majority of the lines long enough to judge. */
export function guessMeter(stresses: readonly string[]): string {
  const judged = stresses.filter((s) => s.length >= 4);
  if (judged.length === 0) return 'unknown';
  const tally = new Map<string, number>();
  for (const s of judged) {
    let best = '';
    let bestFit = 0.74;
    for (const [name, feet] of Object.entries(FEET)) {
      const f = Math.max(...feet.map((foot) => fit(s, foot)));
      if (f > bestFit) {
        best = name;
        bestFit = f;
      }
    }
    if (best) tally.set(best, (tally.get(best) ?? 0) + 1);
  }
  const top = [...tally.entries()].sort((a, b) => b[1] - a[1])[0];
  return top && top[1] * 2 > judged.length ? top[0] : 'mixed';
}

function groupsInStanza(
  indexes: readonly number[],
  keys: readonly (string | null)[],
  ends: readonly string[],
) {
  const groups: ProsodyOutput['rhymeGroups'] = [];
  const grouped = new Set<number>();
  for (const i of indexes) {
    const key = keys[i];
    if (grouped.has(i) || !key) continue;
    const same = indexes.filter((j) => !grouped.has(j) && keys[j] === key);
    if (same.length < 2) continue;
    for (const j of same) grouped.add(j);
    groups.push({ lines: same, kind: 'perfect' });
  }
  for (const i of indexes) {
    if (grouped.has(i) || !ends[i]) continue;
    const near = indexes.filter(
      (j) => j !== i && !grouped.has(j) && ends[j] && rhymes(ends[i] as string, ends[j] as string),
    );
    if (near.length === 0) continue;
    const lines = [i, ...near];
    for (const j of lines) grouped.add(j);
    groups.push({ lines, kind: 'slant' });
  }
  return groups;
}

/**
 * Per-line syllables, stress and rhyme key (from CMU, heuristics for unknown words), end-rhyme
 * groups within each stanza, and a meter guess. Line indexes match the text's lines, blanks included.
 */
export function prosody(lyrics: string): ProsodyOutput {
  const texts = lyrics.split('\n');
  const ends = texts.map((t) => lastWord(t) ?? '');
  const keys = ends.map((w) => (w === '' ? null : rhymeKey(w)));
  const lines = texts.map((text, i) => ({
    text,
    syllables: lineSyllables(text),
    stress: lineStress(text),
    rhymeKey: keys[i] ?? null,
  }));
  const rhymeGroups = stanzaRanges(texts).flatMap((idx) => groupsInStanza(idx, keys, ends));
  return { lines, rhymeGroups, meter: guessMeter(lines.map((l) => l.stress)) };
}
