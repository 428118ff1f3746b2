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

/** A frame about an image asks only when the newest message has one: never "that moment" for none. */
const about = (s: Slots, say: (image: string) => string) => (s.image ? say(s.image) : null);

/**
 * Questions about each missing piece, worded around the newest message's own people, images and
 * events (`newestSlots`): a frame with nothing of it to name asks nothing. Frames that slot any image
 * in ("who else belongs in this picture with the dead body?", "what's the word for how the phone makes
 * you feel?", "is there one object…", "should the song open on…") are gone: readers of sets 12-14
 * counted replies ending on them as answers .00-.56 of the time, against .74 for no question at all.
 */
export const QUESTIONS: Record<Piece, readonly Frame<Slots>[]> = {
  images: [
    {
      mark: 'could put your hand on',
      say: (s) => `What's one thing in ${s.place ?? 'that room'} you could put your hand on?`,
    },
    { mark: 'what would the camera see', say: () => 'If this were a film, what would the camera see first?' },
  ],
  people: [
    { mark: 'who else was there', say: (s) => (s.event ? `Who else was there when ${s.event}?` : null) },
  ],
  feeling: [
    {
      mark: 'feel first',
      say: (s) =>
        s.event
          ? `When ${s.event}, what did you feel first, before you had words for it?`
          : about(s, (i) => `When you picture ${i}, what do you feel first?`),
    },
  ],
  place: [
    {
      mark: 'where are you standing',
      say: (s) =>
        s.person || s.image
          ? `Where are you standing when you think of ${s.person ?? s.image}: what season, what time of day?`
          : null,
    },
    {
      mark: 'what the light was like',
      say: (s) => about(s, (i) => `Do you remember what the light was like around ${i}?`),
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
        about(
          s,
          (i) =>
            `By the last verse, what should a listener understand about ${i} that the first verse can't say yet?`,
        ),
    },
  ],
  hook: [
    {
      mark: 'over and over',
      say: (s) => about(s, (i) => `If you had to sing one line about ${i} over and over, which would it be?`),
    },
    {
      mark: 'heard this song',
      say: (s) =>
        s.person && s.pronoun
          ? `What would ${s.person} say if ${s.pronoun === 'they' ? 'they heard' : `${s.pronoun} heard`} this song?`
          : null,
    },
    {
      mark: 'one sentence',
      say: (s) => (s.person ? `If the chorus could tell ${s.person} one sentence, what would it be?` : null),
    },
  ],
  form: [
    {
      mark: 'verse or the chorus',
      say: (s) => about(s, (i) => `Does ${s.image2 ?? i} belong in a verse or the chorus?`),
    },
    {
      mark: 'want the song to end',
      say: (s) =>
        s.person ? `How do you want the song to end: with ${s.person} still there, or gone?` : null,
    },
  ],
};

export const QUESTION_FRAMES = Object.values(QUESTIONS).flat();
