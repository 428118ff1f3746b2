import type { AutocompleteInput, StorytellingDirector, StyleDirector } from '@lyricist/shared/ai/contracts';
import { hasVerb, startsWithVerb } from './quality-check';

/**
 * Finish-the-line after a function word: the suggestion must continue the grammar the writer
 * started. After "where/when/that/because" a clause (a subject, then a verb); after "the/a/my" an
 * adjective or a noun; after a preposition a noun phrase. After a whole clause (a finite verb, or a
 * verb and its object: "The porch light burns", "I hold your photograph") a phrase or a linked
 * clause, never a verb.
 */
export type Slot = 'clause' | 'determiner' | 'preposition' | 'complete';

export const PARTIALS: Record<Slot, readonly string[]> = {
  clause: [
    'I drove past the barn where',
    'She left the porch light on when',
    'I always knew that',
    'We stayed out late because',
    'I will wait right here until',
    'You only call me when',
    'I keep the radio on while',
    'Nobody told me that',
  ],
  determiner: [
    'I keep driving past the',
    'You left me with a',
    'I still carry my',
    'She packed up her',
    'We painted the',
    'He wrote a',
    'I found your',
    'They sold the',
  ],
  preposition: [
    'The radio was playing in',
    'I left your letters on',
    'We danced across',
    'I keep driving past',
    'She was waiting by',
    'I heard his voice through',
    'We walked along',
    'I fell asleep beneath',
  ],
  complete: [
    'The porch light burns',
    'I keep driving',
    'You left',
    'The radio plays',
    'The rain falls',
    'We danced',
    'She never called',
    'The old truck sits',
    'I stayed',
    'He walked away',
    'The phone rings',
    'I waited',
    'You smiled',
    'The candle flickers',
    'I cried',
    'Nobody stays',
    'I hold your photograph',
    'I miss your voice',
    'She sold the farm',
    'I found your letters',
    'We lost the house',
    'You took my heart',
    'I keep the porch light on',
    'I burned your letters',
    'I still carry your ring',
    'You broke my heart',
    'I remember the summer',
    'We painted the kitchen',
    'I wear your jacket',
    'I drove the old truck',
    'I hear the radio',
    'He sold his guitar',
  ],
};

const set = (s: string) => new Set(s.split(' '));
const SUBJECTS = set(
  "i you he she we they it there i'm you're he's she's we're they're it's there's i've you've we've i'd you'd i'll you'll we'll they'll nobody everybody somebody everyone someone no every all",
);
const DETERMINERS = set('the a an my your his her our their this that these those every one no some');
const OBJECTS = set('me you him her us them it');
const FUNCTION = set(
  "and but or so when where while because if that than then to of in on at by for from with into onto over under through past across along beneath behind i he she we they is am are was were be been will would can could don't didn't won't can't i'm you're he's she's we're they're i'll you'll",
);

const firstWord = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .split(/\s+/)[0]
    ?.replace(/[^a-z']/g, '') ?? '';

/** Whether the suggestion starts the constituent the slot asks for. */
export function continuesGrammatically(slot: Slot, suggestion: string): boolean {
  const first = firstWord(suggestion);
  if (first === '') return false;
  if (slot === 'clause') return (SUBJECTS.has(first) || DETERMINERS.has(first)) && hasVerb(suggestion);
  if (slot === 'determiner') return !FUNCTION.has(first) && !DETERMINERS.has(first) && !OBJECTS.has(first);
  if (slot === 'complete') return !startsWithVerb(suggestion);
  return DETERMINERS.has(first) || OBJECTS.has(first) || !FUNCTION.has(first);
}

export type ContinuationCase = { slot: Slot; partial: string; input: AutocompleteInput };

export function continuationCases(
  directors: readonly { storytelling: StorytellingDirector; style: StyleDirector }[],
): ContinuationCase[] {
  const cases: ContinuationCase[] = [];
  for (const d of directors) {
    for (const [slot, partials] of Object.entries(PARTIALS) as [Slot, readonly string[]][]) {
      for (const partial of partials) {
        const lyrics = `I came back home when the summer was gone\n${partial}`;
        cases.push({ slot, partial, input: { lyrics, cursorPosition: lyrics.length, ...d } });
      }
    }
  }
  return cases;
}
