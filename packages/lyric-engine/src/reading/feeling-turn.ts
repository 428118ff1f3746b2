import type { Feeling } from './feelings';
import { clauseAt, type Turn } from './turn';

/** Longest message that can be only a feeling: "im happy for them. i think. im also 34 and weirdly furious". */
const FEELING_WORDS = 14;

/**
 * A short message that says how the writer feels and tells nothing else ("proud of her. empty as
 * hell", "relieved?? and mad?? both") is the turn: said back whole. Someone else's feeling is story
 * ("she was happy there").
 */
export function feelingTurn(story: string, feelings: readonly Feeling[]): Turn | null {
  const words = story.split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  // "IM FURIOUS. nobody even told mr villanueva…": a feeling said first, then why.
  if (words.length > FEELING_WORDS) {
    const [first = '', why] = story.split(/(?<=[.!?])\s+/);
    const felt = feelings.some((f) => !f.negated && first.toLowerCase().includes(f.word));
    // "im so angry i cant even type right": up to nine words when it opens on the feeling.
    const opens = feelings.some((f) =>
      new RegExp(`^(?:i'?m|i am|i feel) (?:so |really |just |very |kind of |kinda )?${f.word}\\b`, 'i').test(
        first,
      ),
    );
    const most = opens ? 9 : 5;
    if (!felt || first.split(/\s+/).length > most || !why) return null;
    const rest = feelingTurn(first, feelings);
    return rest ? { kind: 'feeling', clause: `${rest.clause}, ${clauseAt(why, 0)}` } : null;
  }
  // "screaming GO BIRDIE GO" is what people did, not how the writer feels.
  if (!feelings.some((f) => !f.negated && !f.word.endsWith('ing'))) return null;
  if (/\b(?:he|she|they|it|his)\b/i.test(story)) return null;
  // The writer's own: said with "I", or opening on the feeling ("proud of her"); "the room was quiet" is a room.
  const opens = feelings.some((f) => story.trim().toLowerCase().startsWith(f.word));
  if (!opens && !/\b(?:i|i'?m|me|my|myself|we|we'?re|us|our)\b/i.test(story)) return null;
  // "can the beat be the elevator dinging": asked of the song, not felt.
  if (/^(?:can|could|should|would|make|maybe|what if|let)\b|\?\s*$/i.test(story.trim())) return null;
  const clause = story
    .replace(/[?!]+/g, '.')
    .split(/\.+\s*/)
    .map((part) => part.trim())
    .filter(Boolean)
    // "relieved?? and mad??": a part that goes on with "and" or "but" joins without a comma.
    .reduce(
      (said, part) =>
        !said ? part : /^(?:and|but|or)\b/i.test(part) ? `${said} ${part}` : `${said}, ${part}`,
      '',
    );
  return { kind: 'feeling', clause };
}
