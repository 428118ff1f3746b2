import type { SongState } from '../conversation/song-state';
import type { Rng } from '../util/random';
import { type Frame, sayOnce } from './frames';
import { inside } from './lead';
import { saidToYou, toYou } from './slots';

/*
 * Leads for what a message asks of the co-writer rather than tells: leave, or a story to be told.
 */

/** "i dont know if im allowed to go to the funeral", "is that allowed": a writer asking leave. */
const ALLOWED_TO = /\b(?:if|whether) (?:i'?m|i am) allowed to ([^.?!,;]{2,60})/i;
const IS_IT_ALLOWED =
  /\b(?:is (?:that|it|this) (?:allowed|ok|okay|normal|weird|wrong|a thing)|am i (?:allowed|wrong|crazy|weird))\b/i;

export const PERMISSION_FRAMES: readonly Frame<{ to?: string; clause?: string }>[] = [
  {
    mark: 'nobody gets to tell you otherwise',
    say: (p) =>
      p.to ? `You're allowed to ${p.to}. Nobody gets to tell you otherwise, and the song can say so.` : null,
  },
  {
    mark: "it's allowed, and",
    say: (p) =>
      p.clause ? `It's allowed, and it isn't strange: ${p.clause}. A song is the place to say it.` : null,
  },
];

/** "wierdest thing happened on the train this morning": a story announced, not yet told. */
const ANNOUNCED =
  /\b(?:weirdest|wierdest|craziest|strangest|funniest|wildest|best|worst|saddest|sweetest) thing (?:just )?happened\b([^.?!]*)/i;

/** The ask for a story the writer has only announced: "What happened on the train this morning?". */
export function announcedLead(state: SongState): string | null {
  const m = ANNOUNCED.exec(state.latest.story);
  if (!m || state.latest.turn) return null;
  return `What happened${toYou((m[1] ?? '').trimEnd())}? Tell me all of it, the small stuff too.`;
}

/**
 * The answer to a writer asking leave, before anything else (both set-12 readers): "You're allowed to
 * go to the funeral", or, for "is that allowed", the thing they asked about, said back as allowed.
 */
export function permissionLead(state: SongState, rng: Rng): string | null {
  const text = state.latest.story;
  const to = ALLOWED_TO.exec(text)?.[1];
  if (to) return sayOnce(PERMISSION_FRAMES, { to: toYou(to.trim()) }, state.spoken, rng);
  const asked = IS_IT_ALLOWED.exec(text);
  if (!asked) return null;
  // What "that" is: the two sentences before the question ("i love those people. i just dont believe").
  const before = text
    .slice(0, asked.index)
    .split(/[.!?]+\s*/)
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 3)
    .slice(-2)
    .join(', and ');
  return before
    ? sayOnce(PERMISSION_FRAMES, { clause: inside(saidToYou(before, text)) }, state.spoken, rng)
    : null;
}
