/** How a memo's transcription compares with its truth: phrase count, notes per phrase, notes found. */
import type { Note, Phrase } from '@lyricist/melody';
import type { MemoSpec, SpecPhrase } from './memo-spec';

export type MemoScore = {
  id: string;
  phrasesTrue: number;
  phrasesFound: number;
  /** Truth phrases whose one matching found phrase has their note count ±1. */
  phrasesWithinOne: number;
  /** Truth notes with a found note of the same pitch starting within NOTE_ONSET_S. */
  notesMatched: number;
  notesTrue: number;
  notesFound: number;
};

const NOTE_ONSET_S = 0.08;

const overlap = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

function bestMatch<T extends { start: number; end: number }>(
  of: { start: number; end: number },
  among: T[],
): T | null {
  let best: T | null = null;
  let bestOverlap = 0;
  for (const candidate of among) {
    const o = overlap(of, candidate);
    if (o > bestOverlap) [best, bestOverlap] = [candidate, o];
  }
  return best;
}

/** Scores one memo; a truth phrase counts only when it and a found phrase are each other's best match. */
export function scoreMemo(spec: MemoSpec, phrases: Phrase[], notes: Note[]): MemoScore {
  let phrasesWithinOne = 0;
  for (const truth of spec.phrases) {
    const found = bestMatch(truth, phrases);
    if (!found || bestMatch<SpecPhrase>(found, spec.phrases) !== truth) continue;
    if (Math.abs(found.notes.length - truth.notes.length) <= 1) phrasesWithinOne++;
  }
  const truthNotes = spec.phrases.flatMap((p) => p.notes);
  const used = new Set<Note>();
  let notesMatched = 0;
  for (const t of truthNotes) {
    const hit = notes.find(
      (n) => !used.has(n) && n.pitch === t.midi && Math.abs(n.start - t.start) <= NOTE_ONSET_S,
    );
    if (hit) {
      used.add(hit);
      notesMatched++;
    }
  }
  return {
    id: spec.id,
    phrasesTrue: spec.phrases.length,
    phrasesFound: phrases.length,
    phrasesWithinOne,
    notesMatched,
    notesTrue: truthNotes.length,
    notesFound: notes.length,
  };
}

/** One line per memo: found/true phrases and each phrase's found/true notes, for reading a miss. */
export function describeMemo(spec: MemoSpec, phrases: Phrase[]): string {
  const found = phrases.map((p) => p.notes.length).join(',');
  const truth = spec.phrases.map((p) => p.notes.length).join(',');
  return `${spec.id} ${spec.wave.padEnd(8)} ${String(spec.bpm).padStart(3)} bpm  phrases ${phrases.length}/${spec.phrases.length}  notes [${found}] / [${truth}]`;
}
