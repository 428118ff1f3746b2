import type { SongState } from '../conversation/song-state';
import type { SongRequest } from '../reading/request';
import type { Rng } from '../util/random';
import { capitalize } from '../util/text';
import { type Frame, sayOnce } from './frames';
import { toYou } from './slots';

/**
 * The lead for a message that asks something of a part of the song (issue 36): the part and its words
 * said back as the writer gave them, or, when they named what the words are ("his voicemail"), a
 * question for the words themselves. Never a generic word about choruses.
 */
type Asked = { part: string; words?: string; what?: string };

const FRAMES: readonly Frame<Asked>[] = [
  {
    mark: "I'll build the lines around it",
    say: (a) =>
      a.words ? `"${capitalize(a.words)}" as the ${a.part}: I'll build the lines around it.` : null,
  },
  {
    mark: 'lead up to those words',
    say: (a) =>
      a.words
        ? `The ${a.part} is "${a.words}", then. Everything before it can lead up to those words.`
        : null,
  },
  {
    mark: 'word for word',
    say: (a) =>
      a.what && !a.words ? `The ${a.part} as ${toYou(a.what)}: yes. What does it say, word for word?` : null,
  },
  {
    mark: 'set the rest around them',
    say: (a) =>
      a.what && !a.words
        ? `${capitalize(toYou(a.what))} for the ${a.part}: tell me the exact words, and I'll set the rest around them.`
        : null,
  },
];

export const REQUEST_FRAMES = FRAMES;

/**
 * The request's lead, in a frame this conversation hasn't heard; null when the message asks none, or
 * asks for a sound as well.
 */
export function requestLead(state: SongState, rng: Rng): string | null {
  const request: SongRequest | null = state.latest.request;
  if (!request || (!request.words && !request.what)) return null;
  // A message that also asks for a sound is answered with the sound first (offerStyle).
  if (state.latest.instructions.some((i) => !i.negated && i.kind !== 'form')) return null;
  return sayOnce(FRAMES, request, state.spoken, rng);
}
