/**
 * Nouns a line can be compared to, with the verbs each can describe: you walk past a place like a
 * ghost and carry a letter like a stone, but you do not remember a church like a knife or strike
 * matches like a storm. A simile says how something was done, so only manner fits.
 */
const SIMILE_VERBS: Record<string, readonly string[]> = {
  ghost: ['walk past', 'drive past', 'leave', 'watch'],
  stranger: ['walk past', 'drive past', 'leave', 'watch'],
  thief: ['walk past', 'leave', 'keep', 'carry'],
  prayer: ['hold', 'keep', 'carry', 'read'],
  stone: ['carry', 'hold', 'throw'],
  flame: ['chase', 'hold', 'carry'],
  fool: ['chase', 'miss', 'watch'],
  knife: ['hold', 'throw'],
  storm: ['leave', 'slam', 'break', 'tear up', 'burn', 'throw'],
  hurricane: ['leave', 'slam', 'break', 'tear up', 'burn', 'throw'],
};

/** Whether "… like a <noun>" can close a line (singular only: "like a ghost", never "like a ghosts"). */
export const isSimile = (noun: string): boolean => Object.hasOwn(SIMILE_VERBS, noun);

/** Whether "<verb> … like a <noun>" says how it was done: "walk past the barn like a ghost". */
export function simileFits(noun: string, verb: string): boolean {
  return (Object.hasOwn(SIMILE_VERBS, noun) && SIMILE_VERBS[noun]?.includes(verb)) ?? false;
}
