import type { RhymeEntry, RhymeGroup, RhymeKind } from '@lyricist/shared/words/contracts';
import { exactVariants, pronunciations } from '../phonetics/dictionary';
import { overriddenSyllables } from '../phonetics/overrides';
import { gradePhones, isIdenticalRhyme, RHYME_GRADE_FLOOR } from '../phonetics/rhyme-grade';
import { soundsCloseness } from '../phonetics/slant';
import { isCommon, rankedWords } from './frequency';
import {
  type Indexed,
  indexRhymes,
  perfectRhymes,
  type RhymeIndex,
  type Sounding,
  shapeOf,
  soundingsOf,
  soundingWith,
} from './rhyme-index';

/**
 * A word's rhymes by kind, graded by the engine's one rhyme grading (phonetics/rhyme-grade.ts), the
 * one autocomplete uses, found in the engine's one rhyme index (rhyme-index.ts). Each word lands in
 * one kind: multi-syllable when the whole ending from the main stress matches and reaches past the
 * rhyme key, which starts at a later secondary stress ("tomorrow" / "borrow", "sorrow": AA R OW,
 * where the key is OW); else perfect when the rhyme key or that whole ending matches ("tomorrow" /
 * "go", "money" / "honey", "fire" / "higher"), grade 1; else slant when the grade reaches
 * RHYME_GRADE_FLOOR (same stressed vowel, close sounds after it). Identical rhymes ("night" /
 * "tonight") are left out.
 */
export type Rhyme = { kind: RhymeKind; grade: number; syllables: number; rank: number };

/** A word the panel offers: `rank` is how common it is (0 most). */
type PanelWord = Indexed & { rank: number; isCommon: boolean };

let panel: RhymeIndex<PanelWord> | null = null;

/**
 * Every word the panel offers (rankedWords: 45,000 words of speech the CMU dictionary knows), most
 * common first in every list of the index. Built once per engine worker, on its warm-up, not on a
 * writer's call.
 */
function panelIndex(): RhymeIndex<PanelWord> {
  panel ??= indexRhymes(
    rankedWords().map((word, rank) => ({
      word,
      rank,
      isCommon: isCommon(word),
      soundings: soundingsOf(exactVariants(word) ?? []),
    })),
  );
  return panel;
}

const KIND_ORDER: Record<RhymeKind, number> = { multi: 0, perfect: 1, slant: 2 };

function offer(found: Map<string, Rhyme>, word: string, rhyme: Rhyme): void {
  const had = found.get(word);
  if (!had || KIND_ORDER[rhyme.kind] < KIND_ORDER[had.kind] || rhyme.grade > had.grade)
    found.set(word, rhyme);
}

/** The endings a pronunciation is graded on: its rhyme key, and its ending from the main stress. */
const endingsOf = (s: Sounding) => (s.tail === null || s.tail === s.key ? [s.key] : [s.key, s.tail]);

/**
 * Every word of the panel's vocabulary (only the common ones unless `all`) that rhymes with `word`,
 * identical rhymes not yet removed.
 */
export function rhymesOf(word: string, all: boolean): Map<string, Rhyme> {
  const found = new Map<string, Rhyme>();
  const soundings = soundingsOf(pronunciations(word) ?? []);
  const index = panelIndex();
  const rhyme = (kind: RhymeKind, grade: number, w: PanelWord, s: Sounding) =>
    offer(found, w.word, { kind, grade, syllables: s.syllables, rank: w.rank });
  for (const m of perfectRhymes(index, soundings))
    if (all || m.word.isCommon) rhyme(m.isMulti ? 'multi' : 'perfect', 1, m.word, m.sounding);
  for (const s of soundings) {
    const grades = new Map<string, number>();
    for (const ending of endingsOf(s)) {
      const sounds = ending.split(' ');
      for (const other of index.byShape.get(shapeOf(ending)) ?? []) {
        // Only endings this close can give a word the slant grade; the word's own grade decides.
        if (soundsCloseness(sounds, other.sounds) < RHYME_GRADE_FLOOR) continue;
        for (const w of other.words) {
          // Most common first: past the common words, the rest were not asked for.
          if (!all && !w.isCommon) break;
          if (found.get(w.word)?.grade === 1) continue;
          const o = soundingWith(w, (x) => x.key === other.ending || x.tail === other.ending);
          let grade = grades.get(o.sounds);
          if (grade === undefined) {
            grade = gradePhones(s.phones, o.phones);
            grades.set(o.sounds, grade);
          }
          if (grade >= RHYME_GRADE_FLOOR && grade < 1) rhyme('slant', grade, w, o);
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
    const common = isCommon(candidate);
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
