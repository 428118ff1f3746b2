import type { RhymeEntry, RhymeGroup, RhymeKind } from '@lyricist/shared/words/contracts';
import { type Phones, pronunciations } from '../phonetics/dictionary';
import { overriddenSyllables } from '../phonetics/overrides';
import { keyOfPhones } from '../phonetics/rhyme';
import { gradePhones, isIdenticalRhyme, RHYME_GRADE_FLOOR, tailOfPhones } from '../phonetics/rhyme-grade';
import { soundsCloseness } from '../phonetics/slant';
import { isMultiTail, rhymeTable, type Sounding, shapeOf } from './rhyme-table';
import { COMMON_WORD_COUNT } from './word-ranks';

/**
 * A word's rhymes by kind, graded by the engine's one rhyme grading (phonetics/rhyme-grade.ts), the
 * one autocomplete uses. Each word lands in one kind: multi-syllable when the whole two- or
 * three-syllable ending from the main stress matches and reaches past the rhyme key, which starts at
 * a later secondary stress ("tomorrow" / "borrow", "sorrow": AA R OW, where the key is OW); else
 * perfect when the rhyme key or that whole ending matches ("tomorrow" / "go", "money" / "honey",
 * "fire" / "higher"), grade 1; else slant when the grade reaches RHYME_GRADE_FLOOR (same stressed
 * vowel, close sounds after it). Identical rhymes ("night" / "tonight") are left out.
 */
export type Rhyme = { kind: RhymeKind; grade: number; syllables: number; rank: number };

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

/** The words of a list (most common first) the writer asked for: the common ones, or all. */
function* asked(list: readonly Sounding[], all: boolean): Generator<Sounding> {
  for (const s of list) {
    if (!all && s.rank >= COMMON_WORD_COUNT) return;
    yield s;
  }
}

/**
 * Every word of the panel's vocabulary (only the common ones unless `all`) that rhymes with `word`,
 * identical rhymes not yet removed.
 */
export function rhymesOf(word: string, all: boolean): Map<string, Rhyme> {
  const found = new Map<string, Rhyme>();
  const variants = pronunciations(word) ?? [];
  const table = rhymeTable();
  const rhyme = (kind: RhymeKind, grade: number, s: Sounding) =>
    offer(found, s.word, { kind, grade, syllables: s.syllables, rank: s.rank });
  for (const phones of variants) {
    const tail = tailOfPhones(phones);
    const key = keyOfPhones(phones);
    const kind = tail === key ? 'perfect' : 'multi';
    if (tail !== null && isMultiTail(tail))
      for (const s of asked(table.byTail.get(tail) ?? [], all)) rhyme(kind, 1, s);
    for (const s of asked((key !== null && table.byKey.get(key)) || [], all)) rhyme('perfect', 1, s);
  }
  for (const phones of variants) {
    const grades = new Map<string, number>();
    for (const ending of endingsOf(phones)) {
      const sounds = ending.split(' ');
      for (const other of table.byShape.get(shapeOf(ending)) ?? []) {
        // Only endings this close can give a word the slant grade; the word's own grade decides.
        if (soundsCloseness(sounds, other.sounds) < RHYME_GRADE_FLOOR) continue;
        for (const s of asked(other.words, all)) {
          if (found.get(s.word)?.grade === 1) continue;
          let grade = grades.get(s.sounds);
          if (grade === undefined) {
            grade = gradePhones(phones, s.phones);
            grades.set(s.sounds, grade);
          }
          if (grade >= RHYME_GRADE_FLOOR && grade < 1) rhyme('slant', grade, s);
        }
      }
    }
  }
  found.delete(word);
  return found;
}

export type RhymeGroups = Record<RhymeKind, RhymeGroup[]>;

const ENDINGS = ['s', 'es', "'s", 'd', 'ed'];
const isFormOf = (base: string, other: string) => ENDINGS.some((e) => other === base + e);

/**
 * Whether the candidate repeats the word rather than rhymes with it: an identical rhyme ("tonight")
 * or the word's own plural or past ("love" / "loved", a slant rhyme by sound alone).
 */
export function repeats(word: string, candidate: string, rhyme: Rhyme): boolean {
  if (isFormOf(word, candidate) || isFormOf(candidate, word)) return true;
  // Only a matching key or ending can repeat the word's sound; a slant rhyme never does.
  return rhyme.kind !== 'slant' && isIdenticalRhyme(word, candidate);
}

/** One kind's rhymes, best grade first, then most common; at most `cap`, grouped by syllable count. */
function groupsOf(words: [string, Rhyme][], word: string, cap: number): RhymeGroup[] {
  words.sort(([, a], [, b]) => b.grade - a.grade || a.rank - b.rank);
  const kept: (RhymeEntry & { rank: number })[] = [];
  for (const [candidate, rhyme] of words) {
    if (kept.length >= cap) break;
    if (repeats(word, candidate, rhyme)) continue;
    const syllables = overriddenSyllables(candidate) ?? rhyme.syllables;
    const common = rhyme.rank < COMMON_WORD_COUNT;
    kept.push({ word: candidate, syllables, grade: rhyme.grade, common, rank: rhyme.rank });
  }
  kept.sort((a, b) => a.syllables - b.syllables || a.rank - b.rank);
  const groups: RhymeGroup[] = [];
  for (const { rank: _, ...entry } of kept) {
    const last = groups[groups.length - 1];
    if (last?.syllables === entry.syllables) last.words.push(entry);
    else groups.push({ syllables: entry.syllables, words: [entry] });
  }
  return groups;
}

/** The word panel's rhymes: common words only unless `all`, at most `cap` of each kind. */
export function rhymeGroups(word: string, all: boolean, cap: number): RhymeGroups {
  const byKind: Record<RhymeKind, [string, Rhyme][]> = { perfect: [], slant: [], multi: [] };
  for (const [candidate, rhyme] of rhymesOf(word, all)) byKind[rhyme.kind].push([candidate, rhyme]);
  return {
    perfect: groupsOf(byKind.perfect, word, cap),
    slant: groupsOf(byKind.slant, word, cap),
    multi: groupsOf(byKind.multi, word, cap),
  };
}
