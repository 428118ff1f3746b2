import type { Reading } from '../reading/read-message';
import { imagesOf, themesOf } from './analyze';

/**
 * What the song has so far, across the whole conversation (newest first; images said more often
 * first, then in story order), and what was just said.
 */
export type SongState = Pick<
  Reading,
  'people' | 'places' | 'times' | 'images' | 'phrases' | 'events' | 'feelings' | 'instructions'
> & {
  latest: Reading;
  /** Writer messages so far, this one included. */
  turns: number;
  /** The first thing that happened in the story, in the writer's words. */
  firstEvent: string | undefined;
  theme: string | undefined;
  /** The story has turned: something is different now ("since", "anymore", "but now"). */
  hasTurn: boolean;
  /** What the assistant already said, oldest first: its frames are not used again. */
  spoken: readonly string[];
};

const TURN =
  /\b(since|anymore|ever since|but now|now that|no longer|these days|used to|not anymore|still)\b/i;

const merged = <T>(lists: readonly (readonly T[])[], key: (t: T) => string): T[] => {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const item of lists.flat()) {
    const k = key(item);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(item);
    }
  }
  return out;
};

/** The state from readings (newest first) and the assistant's earlier replies. */
export function songState(readings: readonly Reading[], spoken: readonly string[]): SongState {
  const latest = readings[0] as Reading;
  const all = (pick: (r: Reading) => readonly string[]) => merged(readings.map(pick), (s) => s.toLowerCase());
  return {
    latest,
    turns: readings.length,
    people: merged(
      readings.map((r) => r.people),
      (p) => (p.relation === 'someone' ? p.name : p.relation),
    ),
    places: all((r) => r.places),
    times: all((r) => r.times),
    images: imagesOf(readings),
    phrases: all((r) => r.phrases),
    events: all((r) => r.events),
    firstEvent: [...readings].reverse().find((r) => r.events.length > 0)?.events[0],
    feelings: merged(
      readings.map((r) => r.feelings),
      (f) => f.name,
    ),
    instructions: merged(
      readings.map((r) => r.instructions),
      (i) => `${i.kind}:${i.value}`,
    ),
    theme: themesOf(readings)[0],
    hasTurn: readings.some((r) => TURN.test(r.story)),
    spoken,
  };
}
