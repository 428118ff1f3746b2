import { canEndATail, kindOf, tailsFor } from '../banks/noun-kinds';
import { pick } from '../util/random';
import { lastWord, wordsOf } from '../util/text';
import type { BuildRequest, RankedEnd } from './types';

/**
 * Lines made of the writer's own phrases: whole ("I miss the smell of hay"), with a new rhyming
 * tail ("I keep driving past the old red barn" + "at night"), or, when the writer has started typing
 * one of their own phrases, the rest of it.
 */
export type Candidate = { text: string; end: string; penalty: number };

/** Not rhyming where the scheme does not ask costs a little: the next line has to answer it. */
const UNLISTED_END = 1.5;
const OFF_ROLE = 1;
/** The writer's own words (the situation) are worth as much as their images. */
const WRITER_WORDS = -4;
/** Finishing a phrase the writer is typing beats a syllable or two of misfit. */
const CONTINUATION = -4;

export function phraseCandidates(req: BuildRequest): Candidate[] {
  const phrases = req.material.phrases;
  if (phrases.length === 0) return [];
  const byWord = new Map<string, RankedEnd>(req.ends.map((e) => [e.entry.word, e]));
  const tailEnds = req.ends.filter((e) => e.entry.cls === 'noun' && canEndATail(e.entry.word)).slice(0, 16);
  const out: Candidate[] = [];
  if (req.prefix.trim() !== '') return continuations(req, byWord);
  for (const p of phrases) {
    if (!p.isClause) continue;
    const role =
      (req.role && p.role !== req.role ? OFF_ROLE : 0) + (p.role === 'situation' ? WRITER_WORDS : 0);
    const last = lastWord(p.text) ?? '';
    const end = byWord.get(last);
    if (end) out.push({ text: p.text, end: last, penalty: end.penalty + role });
    else if (!req.mustRhyme && !p.cut) out.push({ text: p.text, end: last, penalty: UNLISTED_END + role });
    if (!p.cut) continue;
    for (const e of tailEnds) {
      // A cut time gets a time back ("last summer"), a cut place a place, the weather or the light.
      const kind = kindOf(e.entry.word);
      const isTime = kind === 'time';
      // After the writer's own place ("past the old red barn") comes a time or the weather, not a second place.
      if (p.cut === 'time' ? !isTime : kind === 'place') continue;
      const tails = tailsFor(e.entry.word).filter((t) =>
        p.cut === 'time' ? /^(last|in the) /.test(t) : !t.startsWith('last '),
      );
      const tail = pick(req.rng, tails);
      if (tail) out.push({ text: `${p.text} ${tail}`, end: e.entry.word, penalty: e.penalty + role });
    }
  }
  return out;
}

/** "I keep driving past the" -> "old red barn at night", when the writer is typing their own words. */
function continuations(req: BuildRequest, byWord: Map<string, RankedEnd>): Candidate[] {
  const typed = wordsOf(req.prefix);
  const out: Candidate[] = [];
  for (const p of req.material.phrases) {
    const words = p.text.split(' ');
    const lower = words.map((w) => w.toLowerCase().replace(/[^a-z']/g, ''));
    for (let k = Math.min(4, typed.length); k >= 2; k--) {
      const tail = typed.slice(-k).join(' ');
      const at = lower.findIndex((_, i) => lower.slice(i, i + k).join(' ') === tail);
      if (at < 0 || at + k >= words.length) continue;
      const rest = words.slice(at + k).join(' ');
      const last = lastWord(rest) ?? '';
      const end = byWord.get(last);
      if (end) out.push({ text: rest, end: last, penalty: end.penalty + CONTINUATION });
      else if (!req.mustRhyme) out.push({ text: rest, end: last, penalty: UNLISTED_END + CONTINUATION });
      break;
    }
  }
  return out;
}
