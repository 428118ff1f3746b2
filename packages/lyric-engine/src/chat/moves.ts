import { imageTitle } from '../compose/image-title';
import type { SongState } from '../conversation/song-state';
import { type Feeling, SAYABLE_FEELINGS } from '../reading/feelings';
import { type Frame, wasSaid } from './frames';
import { HOOK, SAID_BACK, TENSION, type Tension } from './reflect-frames';
import { toYou, wholeMessage } from './slots';

/** The one thing a reply does. */
export type Move = 'style' | 'reflect' | 'tension' | 'hook' | 'said' | 'ask';

const used = (frames: readonly Frame<never>[], spoken: readonly string[]) =>
  frames.some((f) => wasSaid(f.mark, spoken));

const NUMBER =
  /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\s+(?:years?|minutes?|hours?|days?|weeks?|months?|seconds?)\b/gi;

/**
 * A short phrase of the newest message that could be sung again and again (3 to 7 words, concrete
 * first), and a title from its images, else the song's: the reply answers what was just said. Null when
 * the newest message holds no such phrase.
 */
export function hookOf(state: SongState): { hook: string; title?: string } | null {
  const { latest } = state;
  const images = [...latest.images, ...state.images];
  const concrete = (p: string) => images.some((i) => p.toLowerCase().includes(i)) || /\d|\byears?\b/.test(p);
  // "not the Shrek one" says what the song is not: no hook.
  const short = latest.phrases.filter((p) => {
    const n = p.split(/\s+/).length;
    return n >= 3 && n <= 7 && !/^(?:but |and )?(?:not|no|never)\b/i.test(p);
  });
  const hook = short.find(concrete) ?? short[0];
  if (!hook) return null;
  const multiWord = (list: readonly string[]) => list.find((i) => i.split(' ').length > 1);
  const image = multiWord(latest.images) ?? latest.images[0];
  return { hook, title: image ? imageTitle(image) : undefined };
}

/** Two things the latest message holds against each other, if it does. */
export function tensionIn(state: SongState): Tension | null {
  const feelings = state.latest.feelings;
  const denied = feelings.find((f) => f.negated);
  const held = feelings.find((f) => !f.negated);
  const sayable = (f: Feeling | undefined) => f !== undefined && SAYABLE_FEELINGS.has(f.word);
  if (denied && held && sayable(denied) && sayable(held))
    return { kind: 'feelings', a: denied.word, b: held.word };
  // "lonely and lonely, both at once": two different feelings or none.
  const mixed = feelings
    .filter((f) => !f.negated && sayable(f))
    .filter((f, i, all) => all.findIndex((g) => g.word === f.word) === i);
  if (mixed.length >= 2 && /\b(and|but) (so |also )?/.test(state.latest.story))
    return { kind: 'feelings', a: (mixed[0] as Feeling).word, b: (mixed[1] as Feeling).word, both: true };
  const numbers = [...state.latest.story.matchAll(NUMBER)].map((m) => m[0]);
  if (numbers.length >= 2 && numbers[0] !== numbers[1])
    return { kind: 'numbers', a: numbers[0] as string, b: numbers[1] as string };
  for (const sentence of state.latest.story.split(/(?<=[.!?])\s+/)) {
    const [before, after] = sentence.replace(/[.!?]+$/, '').split(/,? but /i);
    const a = before?.split(/,\s*/).pop()?.trim() ?? '';
    const n = (t: string) => t.split(/\s+/).length;
    if (after && n(a) >= 3 && n(a) <= 10 && n(after) >= 2 && n(after) <= 10 && !/\bnot\b/i.test(a))
      return { kind: 'but', a: toYou(a), b: toYou(after.split(/,\s*/)[0] as string) };
  }
  return null;
}

const ASKS_OF_THE_SONG =
  /^\s*(?:start|end|make|keep|write|use|put|give|let|try|add|cut|do|open|close|bring|go|slow|speed|turn)\b/i;

/** One move per reply, chosen by what was just said and what the song is still missing. */
export function chooseMove(state: SongState): Move {
  const { latest, spoken } = state;
  if (latest.instructions.some((i) => !i.negated) || (latest.instructions.length > 0 && latest.story === ''))
    return 'style';
  if (tensionIn(state) && !used(TENSION, spoken)) return 'tension';
  if (state.turns === 1 || latest.images.length > 0) {
    if (state.turns >= 3 && !used(HOOK, spoken) && hookOf(state)) return 'hook';
    return 'reflect';
  }
  if (!used(HOOK, spoken) && hookOf(state)) return 'hook';
  // Not a message cut down to its story ("im 56", after its artists), nor one that asks for the song
  // ("start slow like round 1 and end swinging"): those need their own answer.
  if (
    !used(SAID_BACK, spoken) &&
    latest.instructions.length === 0 &&
    !ASKS_OF_THE_SONG.test(latest.story) &&
    wholeMessage(latest.story)
  )
    return 'said';
  return 'ask';
}
