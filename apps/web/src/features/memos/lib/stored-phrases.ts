import { MEMO_MAX_PHRASE_NOTES, MEMO_MAX_PHRASES, type MemoPhrase } from '@lyricist/shared/memos/phrases';

/** A transcribed phrase as `phrasesOf` (@lyricist/melody) gives it; its notes are only counted here. */
type TranscribedPhrase = {
  start: number;
  end: number;
  notes: readonly unknown[];
  syllables: number;
  syllablesMax: number;
  strongBeats: readonly number[];
};

/**
 * The phrases as the server keeps them (R-memo-7): the notes counted, not stored, and everything
 * within the shared bounds (a run longer than any line is cut to them), so an odd memo never makes
 * the upload of its phrases fail.
 */
export function toStoredPhrases(phrases: readonly TranscribedPhrase[]): MemoPhrase[] {
  return phrases.slice(0, MEMO_MAX_PHRASES).map((phrase) => {
    const notes = Math.min(phrase.notes.length, MEMO_MAX_PHRASE_NOTES);
    const syllables = Math.min(phrase.syllables, notes);
    return {
      start: phrase.start,
      end: Math.max(phrase.end, phrase.start),
      syllables,
      syllablesMax: Math.min(Math.max(phrase.syllablesMax, syllables), 2 * syllables),
      strongBeats: phrase.strongBeats.filter((i) => i < notes),
      notes,
    };
  });
}
