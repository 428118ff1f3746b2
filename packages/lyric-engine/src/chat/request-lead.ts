import type { SongState } from '../conversation/song-state';
import type { SongWish } from '../reading/request';
import type { Rng } from '../util/random';
import { capitalize } from '../util/text';
import { type Frame, sayOnce } from './frames';
import { AS_SUBJECT, toYou } from './slots';

/**
 * The lead for a message that asks something of a part of the song (issue 36): the part and its words
 * said back as the writer gave them, or, when they named what the words are ("his voicemail"), a
 * question for the words themselves. Never a generic word about choruses.
 */
type Asked = {
  part: string;
  words?: string;
  what?: string;
  ends?: string;
  wordless?: string;
  avoid?: string;
  edit?: 'shorter' | 'longer' | 'lift';
  length?: string;
  scene?: string;
  feel?: string;
};

/** How long the song runs: every line measured against it. */
const LENGTH_FRAME: Frame<Asked> = {
  mark: 'earn its place',
  say: (a) => (a.length ? `${capitalize(a.length)}, then: every line has to earn its place.` : null),
};

/** A part cut or grown: what happens to it, never a word about what a part needs. */
const EDIT_FRAMES: readonly Frame<Asked>[] = [
  {
    mark: 'strongest lines',
    say: (a) =>
      a.edit === 'shorter'
        ? `${capitalize(a.what ?? `the ${a.part}`)}, cut down: I'll keep its strongest lines and lose the rest.`
        : null,
  },
  {
    mark: 'where it needs air',
    say: (a) =>
      a.edit === 'longer'
        ? `${capitalize(a.what ?? `the ${a.part}`)}, a little longer: one more line where it needs air.`
        : null,
  },
  {
    mark: 'ride the lift',
    say: (a) =>
      a.edit === 'lift'
        ? `${capitalize(a.what ?? `the ${a.part}`)}, up a key: I'll keep its words open enough to ride the lift.`
        : null,
  },
];

/** What a part shows or how it feels, said back as the writer put it. */
const SCENE_FRAMES: readonly Frame<Asked>[] = [
  {
    mark: 'write it as that picture',
    say: (a) =>
      a.scene
        ? `The ${a.part} is ${toYou(a.scene)}: I'll write it as that picture, every time it comes back.`
        : null,
  },
  {
    mark: 'the verses can lead up to it',
    say: (a) => (a.scene ? `In the ${a.part}, ${toYou(a.scene)}: the verses can lead up to it.` : null),
  },
  {
    mark: "I'll write it toward that",
    say: (a) => (a.feel ? `The ${a.part} should feel ${toYou(a.feel)}: I'll write it toward that.` : null),
  },
];

/** A word kept out of the song: said back as kept out. */
const AVOID_FRAMES: readonly Frame<Asked>[] = [
  {
    mark: 'out of every line',
    say: (a) => (a.avoid ? `No "${a.avoid}" anywhere, then: I'll keep that word out of every line.` : null),
  },
  {
    mark: 'say it without',
    say: (a) =>
      a.avoid ? `"${capitalize(a.avoid)}" stays out. The song can say it without the word.` : null,
  },
];

/** A part with no words: left open, never "one line can carry it". */
const WORDLESS_FRAMES: readonly Frame<Asked>[] = [
  {
    mark: 'leave it open',
    say: (a) =>
      `A ${a.part} with no words${a.wordless ? `, just ${toYou(a.wordless)}` : ''}: I'll leave it open and write the lines around it.`,
  },
  {
    mark: 'set it up',
    say: (a) =>
      `No words in the ${a.part}, then${a.wordless ? `: ${toYou(a.wordless)} says it` : ''}. The lines before it can set it up.`,
  },
];

/** The key the writer wants: the lines are written to sit in it, nothing about choruses. */
const KEY_FRAMES: readonly Frame<Asked>[] = [
  {
    mark: 'sit where the voice',
    say: (a) =>
      a.part === 'key' && a.words
        ? `The key of ${a.words}, then: I'll keep the lines short enough to sit where the voice is strongest.`
        : null,
  },
  {
    mark: 'noted on the key',
    say: (a) =>
      a.part === 'key' && a.words
        ? `Noted on the key: ${a.words}. The words will leave room for the singer to breathe in it.`
        : null,
  },
];

/** A line to use somewhere, and an ending named by what it lands on. */
const PLACED_FRAMES: readonly Frame<Asked>[] = [
  {
    mark: 'where it hits hardest',
    say: (a) =>
      a.part === 'line' && a.words
        ? `"${capitalize(a.words)}" goes in, then: I'll find it the place where it hits hardest.`
        : null,
  },
  {
    mark: 'the last line lands',
    say: (a) =>
      a.ends
        ? `Ending ${/^(?:right |just )?(?:before|after|when|as)\b/.test(a.ends) ? '' : 'on '}${toYou(a.ends)}: the last line lands there, and everything before it leads to it.`
        : null,
  },
];

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

/** The wish in a reply's words: "her" stays "her", "my dad" becomes "your dad", "me" becomes "you". */
type Wished = { verb: string; says: string; who: string; whoDoes: string };

const THIRD_PERSON: Record<string, string> = { be: 'is', carry: 'carries' };
const verbFor = (verb: string) => THIRD_PERSON[verb] ?? `${verb}s`;

/** What the writer wants the whole song to do, said back as the song's job. */
const WISH_FRAMES: Record<SongWish['kind'], readonly Frame<Wished>[]> = {
  song: [
    {
      mark: 'the job every line has',
      say: (w) => `So the song should ${w.verb} ${w.says}: that's the job every line has.`,
    },
    {
      mark: 'hold every line to that',
      say: (w) => `The song ${verbFor(w.verb)} ${w.says}, then. I'll hold every line to that.`,
    },
  ],
  listener: [
    { mark: 'has to let', say: (w) => `Then the song has to let ${w.who} ${w.verb} ${w.says}.` },
    {
      mark: 'from the song itself',
      say: (w) => `So ${w.whoDoes} should ${w.verb} ${w.says} from the song itself; I'll write toward that.`,
    },
  ],
  play: [
    {
      mark: 'has to reach',
      say: (w) =>
        `A song to ${w.verb} ${w.verb === 'give' ? 'to' : 'for'} ${w.who}${w.says ? ` ${w.says}` : ''}: then every line has to reach ${w.who}.`,
    },
    {
      mark: "that's who it's for",
      say: (w) =>
        `You'll ${w.verb} it ${w.verb === 'give' ? 'to' : 'for'} ${w.who}${w.says ? ` ${w.says}` : ''}, so that's who it's for, line by line.`,
    },
  ],
};

export const REQUEST_FRAMES = [
  LENGTH_FRAME,
  ...EDIT_FRAMES,
  ...AVOID_FRAMES,
  ...WORDLESS_FRAMES,
  ...SCENE_FRAMES,
  ...KEY_FRAMES,
  ...PLACED_FRAMES,
  ...FRAMES,
  ...Object.values(WISH_FRAMES).flat(),
];

function wishLead(wish: SongWish, state: SongState, rng: Rng): string | null {
  const who = toYou(wish.listener ?? '');
  const wished = {
    verb: wish.verb,
    says: toYou(wish.says),
    who,
    whoDoes: AS_SUBJECT[who.toLowerCase()] ?? who,
  };
  return sayOnce(WISH_FRAMES[wish.kind], wished, state.spoken, rng);
}

/**
 * The request's lead (or the wish's, for the whole song), in a frame this conversation hasn't heard;
 * null when the message asks none, or asks for a sound as well.
 */
export function requestLead(state: SongState, rng: Rng): string | null {
  const { request, wish } = state.latest;
  // A message that also asks for a sound is answered with the sound first (offerStyle); a style word
  // inside the words asked for ("leave the porch light on", "end on her saying bye to the rock") is the
  // line's, not a sound.
  const quoted = ` ${(request?.words ?? request?.ends ?? request?.wordless ?? '').toLowerCase()} `;
  const sound = state.latest.instructions.filter(
    (i) => !i.negated && i.kind !== 'form' && !quoted.includes(` ${(i.said ?? i.value).toLowerCase()} `),
  );
  if (request?.length) return sayOnce([LENGTH_FRAME], request, state.spoken, rng);
  if (request?.edit) return sayOnce(EDIT_FRAMES, request, state.spoken, rng);
  if (request?.avoid) return sayOnce(AVOID_FRAMES, request, state.spoken, rng);
  if (request?.wordless !== undefined) return sayOnce(WORDLESS_FRAMES, request, state.spoken, rng);
  if (request?.scene || request?.feel) return sayOnce(SCENE_FRAMES, request, state.spoken, rng);
  if (sound.length > 0) return null;
  if (request?.part === 'key') return sayOnce(KEY_FRAMES, request, state.spoken, rng);
  if (request && (request.part === 'line' || request.ends)) {
    const placed = sayOnce(PLACED_FRAMES, request, state.spoken, rng);
    if (placed) return placed;
  }
  if (request && (request.words || request.what)) return sayOnce(FRAMES, request, state.spoken, rng);
  return wish ? wishLead(wish, state, rng) : null;
}
