import type { SongState } from '../conversation/song-state';
import type { Frame } from './frames';
import type { Slots } from './slots';

/** The piece of the song still missing, most needed first. */
export type Piece = 'images' | 'people' | 'feeling' | 'place' | 'turn' | 'hook' | 'form';

export function missingPieces(state: SongState): Piece[] {
  const out: Piece[] = [];
  if (state.images.length === 0) out.push('images');
  if (state.people.length === 0) out.push('people');
  if (state.feelings.filter((f) => !f.negated).length === 0) out.push('feeling');
  if (state.places.length === 0 && state.times.length === 0) out.push('place');
  if (!state.hasTurn) out.push('turn');
  out.push('hook', 'form');
  return out;
}

const it = (s: Slots) => s.image ?? 'that moment';
const who = (s: Slots) => s.person ?? 'anyone else';

/** Questions about each missing piece, worded around the writer's own people and images. */
export const QUESTIONS: Record<Piece, readonly Frame<Slots>[]> = {
  images: [
    {
      mark: 'could put your hand on',
      say: (s) => `What's one thing in ${s.place ?? 'that room'} you could put your hand on?`,
    },
    { mark: 'what would the camera see', say: () => 'If this were a film, what would the camera see first?' },
    {
      mark: 'one object that',
      say: (s) => `Is there one object that still holds ${s.person ?? 'all of this'} for you?`,
    },
  ],
  people: [
    { mark: 'who else was there', say: (s) => (s.event ? `Who else was there when ${s.event}?` : null) },
    { mark: 'belongs in this picture', say: (s) => `Who else belongs in this picture with ${it(s)}?` },
    { mark: 'who would notice', say: (s) => `Who would notice first if ${it(s)} were gone?` },
  ],
  feeling: [
    {
      mark: 'feel first',
      say: (s) =>
        s.event
          ? `When ${s.event}, what did you feel first, before you had words for it?`
          : `When you picture ${it(s)}, what do you feel first?`,
    },
    {
      mark: 'where does it sit in you',
      say: (s) =>
        `When you think about ${it(s)} now, where does it sit in you: the chest, the throat, the hands?`,
    },
    {
      mark: 'never put in a text',
      say: (s) => `What's the word for how ${it(s)} makes you feel, the one you'd never put in a text?`,
    },
  ],
  place: [
    {
      mark: 'what could you hear',
      say: (s) => `Standing near ${it(s)}, what could you hear?`,
    },
    {
      mark: 'where are you standing',
      say: (s) =>
        `Where are you standing when you think of ${s.person ?? it(s)}: what season, what time of day?`,
    },
    {
      mark: 'what the light was like',
      say: (s) => `Do you remember what the light was like around ${it(s)}?`,
    },
  ],
  turn: [
    {
      mark: 'what is different now',
      say: (s) => (s.event ? `What is different now, since ${s.event}?` : null),
    },
    {
      mark: "that you didn't before",
      say: (s) => (s.event ? `What do you do now that you didn't before ${s.event}?` : null),
    },
    {
      mark: 'the last verse',
      say: (s) =>
        `By the last verse, what should a listener understand about ${it(s)} that the first verse can't say yet?`,
    },
  ],
  hook: [
    {
      mark: 'over and over',
      say: (s) => `If you had to sing one line about ${it(s)} over and over, which would it be?`,
    },
    {
      mark: 'heard this song',
      say: (s) =>
        s.person && s.pronoun
          ? `What would ${who(s)} say if ${s.pronoun === 'they' ? 'they heard' : `${s.pronoun} heard`} this song?`
          : null,
    },
    {
      mark: 'stuck in your head',
      say: (s) => `Is there a phrase about ${it(s)} that has been stuck in your head since?`,
    },
    {
      mark: 'one sentence',
      say: (s) => `If the chorus could tell ${s.person ?? 'them'} one sentence, what would it be?`,
    },
  ],
  form: [
    { mark: 'open on', say: (s) => `Should the song open on ${it(s)}, or save it for the bridge?` },
    { mark: 'verse or the chorus', say: (s) => `Does ${s.image2 ?? it(s)} belong in a verse or the chorus?` },
    {
      mark: 'want the song to end',
      say: (s) => `How do you want the song to end: with ${s.person ?? 'you'} still there, or gone?`,
    },
  ],
};

export const QUESTION_FRAMES = Object.values(QUESTIONS).flat();
