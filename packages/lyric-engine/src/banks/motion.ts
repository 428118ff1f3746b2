/**
 * Path endings ("into the night", "across the field", "down the road") need a verb that moves: you
 * drive down the road, but you do not wait into the lake or break a mirror across the coast. Endings
 * that say where ("in the rain", "by the door", "down by the river") suit any verb.
 */
const MOVING: ReadonlySet<string> = new Set([
  ...'drive walk run dance ride drift wander chase carry follow fly roll come go leave throw fall blow'.split(
    ' ',
  ),
  'drive past',
  'walk past',
  'roll in',
  'drift in',
  'come down',
]);

const PATH = /^(into|across|along|through|out across|down the)\b/;

/** Whether a line whose verb is `verb` can end on `tail`; a line with no verb of its own can. */
export function tailFitsVerb(verb: string | undefined, tail: string): boolean {
  return verb === undefined || !PATH.test(tail) || MOVING.has(verb);
}
