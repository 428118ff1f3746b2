import type { RhymeEntry, RhymeGroup, RhymeKind } from '@lyricist/shared/words/contracts';
import { type Phones, pronunciations } from '../phonetics/dictionary';
import { overriddenSyllables } from '../phonetics/overrides';
import { keyOfPhones } from '../phonetics/rhyme';
import { gradePhones, isIdenticalRhyme, RHYME_GRADE_FLOOR, tailOfPhones } from '../phonetics/rhyme-grade';
import { endingCloseness } from '../phonetics/slant';
import { isCommon, rankOf } from './frequency';
import { isMultiTail, rhymeTable, shapeOf } from './rhyme-table';

/**
 * A word's rhymes by kind, graded by the engine's one rhyme grading (phonetics/rhyme-grade.ts), the
 * one autocomplete uses. Each word lands in one kind: multi-syllable when the whole two- or
 * three-syllable ending from the main stress matches ("tomorrow" / "borrow"), else perfect when the
 * rhyme key matches (grade 1), else slant when the grade reaches RHYME_GRADE_FLOOR (same stressed
 * vowel, a close final consonant). Identical rhymes ("night" / "tonight") are left out.
 */
export type Rhyme = { kind: RhymeKind; grade: number; syllables: number };

const KIND_ORDER: Record<RhymeKind, number> = { multi: 0, perfect: 1, slant: 2 };

function offer(found: Map<string, Rhyme>, word: string, rhyme: Rhyme): void {
  const had = found.get(word);
  if (!had || KIND_ORDER[rhyme.kind] < KIND_ORDER[had.kind] || rhyme.grade > had.grade)
    found.set(word, rhyme);
}

/** The endings a pronunciation is graded on: its rhyme key, and its ending from the main stress. */
function endingsOf(phones: Phones): string[] {
  const key = keyOfPhones(phones);
  const tail = tailOfPhones(phones);
  return [...new Set([key, tail])].filter((e): e is string => e !== null);
}

/** Every word of the panel's vocabulary that rhymes with `word`, identical rhymes not yet removed. */
export function rhymesOf(word: string): Map<string, Rhyme> {
  const found = new Map<string, Rhyme>();
  const variants = pronunciations(word) ?? [];
  const table = rhymeTable();
  for (const phones of variants) {
    const tail = tailOfPhones(phones);
    if (tail !== null && isMultiTail(tail))
      for (const s of table.byTail.get(tail) ?? [])
        offer(found, s.word, { kind: 'multi', grade: 1, syllables: s.syllables });
    const key = keyOfPhones(phones);
    for (const s of (key !== null && table.byKey.get(key)) || [])
      offer(found, s.word, { kind: 'perfect', grade: 1, syllables: s.syllables });
  }
  for (const phones of variants) {
    const grades = new Map<string, number>();
    for (const ending of endingsOf(phones)) {
      for (const other of table.byShape.get(shapeOf(ending)) ?? []) {
        // Only endings this close can give a word the slant grade; the word's own grade decides.
        if (endingCloseness(ending, other.ending) < RHYME_GRADE_FLOOR) continue;
        for (const s of other.words) {
          if (found.get(s.word)?.grade === 1) continue;
          let grade = grades.get(s.sounds);
          if (grade === undefined) {
            grade = gradePhones(phones, s.phones);
            grades.set(s.sounds, grade);
          }
          if (grade >= RHYME_GRADE_FLOOR && grade < 1)
            offer(found, s.word, { kind: 'slant', grade, syllables: s.syllables });
        }
      }
    }
  }
  found.delete(word);
  return found;
}

export type RhymeGroups = Record<RhymeKind, RhymeGroup[]>;

const byRank = (a: string, b: string) => rankOf(a) - rankOf(b);

/** One kind's rhymes, best grade first, then most common; at most `cap`, grouped by syllable count. */
function groupsOf(words: [string, Rhyme][], word: string, cap: number): RhymeGroup[] {
  const ranked = words.map(([candidate, rhyme]) => ({ candidate, rhyme, rank: rankOf(candidate) }));
  ranked.sort((a, b) => b.rhyme.grade - a.rhyme.grade || a.rank - b.rank);
  const kept: RhymeEntry[] = [];
  for (const { candidate, rhyme } of ranked) {
    if (kept.length >= cap) break;
    // Only a matching key or ending can repeat the word; a slant rhyme never does.
    if (rhyme.kind !== 'slant' && isIdenticalRhyme(word, candidate)) continue;
    const syllables = overriddenSyllables(candidate) ?? rhyme.syllables;
    kept.push({ word: candidate, syllables, grade: rhyme.grade, common: isCommon(candidate) });
  }
  const bySyllables = new Map<number, RhymeEntry[]>();
  for (const entry of kept)
    bySyllables.set(entry.syllables, [...(bySyllables.get(entry.syllables) ?? []), entry]);
  return [...bySyllables]
    .sort(([a], [b]) => a - b)
    .map(([syllables, entries]) => ({ syllables, words: entries.sort((a, b) => byRank(a.word, b.word)) }));
}

/** The word panel's rhymes: common words only unless `all`, at most `cap` of each kind. */
export function rhymeGroups(word: string, all: boolean, cap: number): RhymeGroups {
  const byKind: Record<RhymeKind, [string, Rhyme][]> = { perfect: [], slant: [], multi: [] };
  for (const [candidate, rhyme] of rhymesOf(word))
    if (all || isCommon(candidate)) byKind[rhyme.kind].push([candidate, rhyme]);
  return {
    perfect: groupsOf(byKind.perfect, word, cap),
    slant: groupsOf(byKind.slant, word, cap),
    multi: groupsOf(byKind.multi, word, cap),
  };
}
