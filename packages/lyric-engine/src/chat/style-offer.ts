import type { Instruction } from '../reading/instructions';
import type { Rng } from '../util/random';
import { capitalize } from '../util/text';
import { type Frame, sayOnce } from './frames';

/**
 * Confirming a style instruction. A genre or mood from the shared lists is named and offered: the
 * writer pins it with the chips; the reply never changes the session's selections.
 */
type Said = { value: string; said?: string; not?: string };

const FRAMES: Record<Instruction['kind'], readonly Frame<Said>[]> = {
  genre: [
    {
      mark: 'in the Genre list',
      say: (i) =>
        i.said
          ? `There's no ${i.said} in the Genre list, but ${i.value} is the nearest; pin it if you want that feel.`
          : `${i.value} suits this, and it's in the Genre list: pin it there and every line I suggest will lean that way.`,
    },
    {
      mark: 'one tap away under Genre',
      say: (i) =>
        `${i.said ? `${capitalize(i.said)} is close to ${i.value}` : `${i.value} it could be`}, one tap away under Genre if you want me to write to it.`,
    },
    {
      mark: 'Genre chip',
      say: (i) => `I hear ${i.value} in that too. Pin it with the Genre chip when you're sure.`,
    },
  ],
  mood: [
    {
      mark: 'in the Mood list',
      say: (i) => `${i.value} is in the Mood list; pin it and the imagery will follow it.`,
    },
    {
      mark: 'Mood chip',
      say: (i) =>
        `That sounds ${i.said ?? i.value.toLowerCase()} to me, so ${i.value} from the Mood chip would fit.`,
    },
    {
      mark: 'pinned as a mood',
      say: (i) => `${i.value} could be pinned as a mood, below, whenever you're ready.`,
    },
  ],
  feel: [
    {
      mark: 'rather than',
      say: (i) =>
        i.not ? `${capitalize(i.value)} rather than ${i.not}: I'll keep the lines on that side of it.` : null,
    },
    {
      mark: "I'll keep that in every line",
      say: (i) => (i.not ? null : `${capitalize(i.value)}, then; I'll keep that in every line.`),
    },
    {
      mark: 'the feeling to aim for',
      say: (i) => `${capitalize(i.value)}${i.not ? `, not ${i.not}` : ''}: that's the feeling to aim for.`,
    },
  ],
  tempo: [
    { mark: 'room to breathe', say: (i) => `A ${i.value} feel gives the images room to breathe.` },
    { mark: 'lines to match', say: (i) => `${capitalize(i.value)}, with lines to match.` },
  ],
  form: [
    {
      mark: 'people can sing back',
      say: (i) =>
        i.value === 'chorus'
          ? 'A chorus, then: it needs one line people can sing back.'
          : `A ${i.value}: it needs one line people can sing back.`,
    },
    { mark: 'its own shape', say: (i) => `A ${i.value} has its own shape; I'll write toward it.` },
  ],
  pov: [
    {
      mark: 'person it is',
      say: (i) =>
        `${capitalize(i.value)} person it is${i.value === 'second' ? ': the lines will say "you", as if you were talking to yourself' : i.value === 'third' ? ': a character we watch, not a confession' : ': your own eyes, your own voice'}.`,
    },
    { mark: 'point of view', say: (i) => `Noted on the point of view: ${i.value} person.` },
  ],
  tense: [
    {
      mark: 'tense keeps',
      say: (i) =>
        `${capitalize(i.value)} tense keeps it ${i.value === 'present' ? 'happening right now' : 'told from a distance'}.`,
    },
  ],
  artist: [
    {
      mark: 'good compass',
      say: (i) => `${i.value} is a good compass; I'll aim for that directness rather than copy the sound.`,
    },
    {
      mark: 'thinking of',
      say: (i) => `Thinking of ${i.value} helps: plain words, and every line earning its place.`,
    },
  ],
  length: [
    {
      mark: 'longer than a breath',
      say: (i) => (i.value === 'short' ? 'Short lines, then: nothing longer than a breath.' : null),
    },
    {
      mark: 'say out loud',
      say: (i) => (i.value === 'simple' ? "Simple words, nothing a person wouldn't say out loud." : null),
    },
    { mark: 'keep it lean', say: (i) => `${capitalize(i.value)} it is; I'll keep it lean.` },
  ],
};

/** Several list names at once, offered in one breath rather than one chip at a time. */
type Listed = { names: string; where: string; them: string };
const LISTED: readonly Frame<Listed>[] = [
  {
    mark: 'in the chips below',
    say: (l) =>
      `${l.names} are in the chips below, under ${l.where}: pin ${l.them} and every line I suggest will lean that way.`,
  },
  {
    mark: 'one tap each',
    say: (l) => `${l.names}: one tap each under ${l.where}, whenever you want me to write to ${l.them}.`,
  },
];

export const STYLE_FRAMES = [...Object.values(FRAMES).flat(), ...LISTED];

const joined = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** The listed genres and moods the writer named (not an unlisted "gospel"), as one offer. */
function listedOffer(wanted: readonly Instruction[], spoken: readonly string[], rng: Rng): string | null {
  const listed = wanted.filter((i) => (i.kind === 'genre' && !i.said) || i.kind === 'mood');
  if (listed.length < 2) return null;
  const kinds = [...new Set(listed.map((i) => (i.kind === 'genre' ? 'Genre' : 'Mood')))];
  return sayOnce(
    LISTED,
    { names: joined(listed.map((i) => i.value)), where: kinds.join(' and '), them: 'them' },
    spoken,
    rng,
  );
}

/** Up to three acknowledgements for what the writer just asked, genres and moods first. */
export function offerStyle(
  instructions: readonly Instruction[],
  spoken: readonly string[],
  rng: Rng,
): string[] {
  const order: Instruction['kind'][] = [
    'genre',
    'mood',
    'feel',
    'artist',
    'pov',
    'form',
    'tempo',
    'tense',
    'length',
  ];
  const negatedFeel = instructions.find((i) => i.negated && (i.kind === 'feel' || i.kind === 'mood'));
  const wanted = instructions
    .filter(
      (i, k) => !i.negated && instructions.findIndex((o) => o.kind === i.kind && o.value === i.value) === k,
    )
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  const said = [...spoken];
  const out: string[] = [];
  const together = listedOffer(wanted, spoken, rng);
  if (together) {
    out.push(together);
    said.push(together);
  }
  for (const ins of wanted) {
    if (together && ((ins.kind === 'genre' && !ins.said) || ins.kind === 'mood')) continue;
    if (out.length >= 3) break;
    const not =
      ins.kind === 'feel' && negatedFeel ? (negatedFeel.said ?? negatedFeel.value.toLowerCase()) : undefined;
    const text = sayOnce(FRAMES[ins.kind], { value: ins.value, said: ins.said, not }, said, rng);
    if (text) {
      out.push(text);
      said.push(text);
    }
  }
  if (out.length === 0 && negatedFeel)
    out.push(`Not ${negatedFeel.said ?? negatedFeel.value.toLowerCase()}, then. Tell me what it is instead.`);
  return out;
}
