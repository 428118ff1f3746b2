import type { ProsodyOutput } from '@lyricist/shared/ai/contracts';
import { guessMeter } from '../form/meter';
import { isSectionLine } from '../form/sections';
import { type RhymeSounds, rhymeKey, rhymeSounds } from '../phonetics/rhyme';
import { lineStress, lineSyllables } from '../phonetics/syllables';
import { lastWord, stanzaRanges } from '../util/text';

type Group = ProsodyOutput['rhymeGroups'][number];

function push(map: Map<string, number[]>, key: string, line: number): void {
  const list = map.get(key);
  if (list) list.push(line);
  else map.set(key, [line]);
}

/** Lines sharing a rhyme key, in order of their first line; a group needs two lines. */
function perfectGroups(indexes: readonly number[], keys: readonly (string | null)[]): Group[] {
  const byKey = new Map<string, number[]>();
  for (const i of indexes) {
    const key = keys[i];
    if (key) push(byKey, key, i);
  }
  return [...byKey.values()]
    .filter((lines) => lines.length >= 2)
    .map((lines) => ({ lines, kind: 'perfect' }));
}

/**
 * Each line still alone, in order, takes every other lone line it rhymes with (rhymes() in
 * rhyme.ts). Lines are found through shared sound or spelling keys rather than by trying every
 * pair, and a bucket drops its grouped lines as it is read, so thousands of lines that rhyme with
 * nothing cost a few passes, not millions of comparisons.
 */
function slantGroups(indexes: readonly number[], ends: readonly string[], grouped: Set<number>): Group[] {
  const bySound = new Map<string, number[]>();
  const bySpelling = { known: new Map<string, number[]>(), unknown: new Map<string, number[]>() };
  const sounds = new Map<number, RhymeSounds>();
  for (const i of indexes) {
    if (grouped.has(i) || !ends[i]) continue;
    const s = rhymeSounds(ends[i] as string);
    sounds.set(i, s);
    for (const key of s.sounds) push(bySound, key, i);
    if (s.spelling) push(s.known ? bySpelling.known : bySpelling.unknown, s.spelling, i);
  }
  const live = (map: Map<string, number[]>, key: string | null): number[] => {
    const lines = key === null ? undefined : map.get(key);
    if (!lines) return [];
    const left = lines.filter((j) => !grouped.has(j));
    map.set(key as string, left);
    return left;
  };
  const groups: Group[] = [];
  for (const [i, s] of sounds) {
    if (grouped.has(i)) continue;
    const candidates = s.known
      ? [...s.sounds.flatMap((key) => live(bySound, key)), ...live(bySpelling.unknown, s.spelling)]
      : [...live(bySpelling.known, s.spelling), ...live(bySpelling.unknown, s.spelling)];
    const near = [...new Set(candidates)].filter((j) => j !== i && ends[j] !== ends[i]).sort((a, b) => a - b);
    if (near.length === 0) continue;
    const lines = [i, ...near];
    for (const j of lines) grouped.add(j);
    groups.push({ lines, kind: 'slant' });
  }
  return groups;
}

function groupsInStanza(
  indexes: readonly number[],
  keys: readonly (string | null)[],
  ends: readonly string[],
): Group[] {
  const perfect = perfectGroups(indexes, keys);
  const grouped = new Set(perfect.flatMap((g) => g.lines));
  return [...perfect, ...slantGroups(indexes, ends, grouped)];
}

/**
 * Per-line syllables, stress and rhyme key (from CMU, heuristics for unknown words), end-rhyme
 * groups within each stanza, and a meter guess. Line indexes match the text's lines, blanks included.
 */
export function prosody(lyrics: string): ProsodyOutput {
  const texts = lyrics.split('\n');
  // A section tag is read as a blank line: not sung, so no syllables, no rhyme, and a stanza break.
  const sung = texts.map((t) => (isSectionLine(t) ? '' : t));
  const ends = sung.map((t) => lastWord(t) ?? '');
  const keys = ends.map((w) => (w === '' ? null : rhymeKey(w)));
  const lines = texts.map((text, i) => ({
    text,
    syllables: lineSyllables(sung[i] as string),
    stress: lineStress(sung[i] as string),
    rhymeKey: keys[i] ?? null,
  }));
  const rhymeGroups = stanzaRanges(sung).flatMap((idx) => groupsInStanza(idx, keys, ends));
  return { lines, rhymeGroups, meter: guessMeter(lines.map((l) => l.stress)) };
}
