import type { ModelMessage } from 'ai';
import { head } from '../prompt-parts';

const LYRICS_CHARS = 8000;

export const PROSODY_SYSTEM_PROMPT = `You analyse the prosody of song lyrics. In "lines", give one entry per non-empty line, in order: its "text", the number of sung "syllables", its "stress" as a string of "1" (stressed) and "0" (unstressed) with one digit per syllable, and a "rhymeKey" (the sound from the last stressed vowel to the end of the line, in ARPAbet such as "EY1 N"; null when there is no word). In "rhymeGroups", list the 0-based indexes (into "lines") of lines that rhyme within a stanza, each group with "kind" "perfect" or "slant". In "meter", name the dominant meter ("iambic", "trochaic", "anapestic", "dactylic", "mixed", or "unknown" for fewer than four syllables a line).`;

export function prosodyMessages(lyrics: string): ModelMessage[] {
  return [{ role: 'user', content: `Lyrics:\n<<<\n${head(lyrics, LYRICS_CHARS)}\n>>>` }];
}
