import type { Instruction } from '../reading/instructions';
import type { Rng } from '../util/random';
import { aOrAn, capitalize } from '../util/text';
import { type Frame, sayOnce } from './frames';

/**
 * Confirming a style instruction. A genre or mood from the shared lists is named and offered: the
 * writer pins it with the chips; the reply never changes the session's selections.
 */
/** `many`: the value joins several ("Stevie Wonder and Minnie Riperton"). */
type Said = { value: string; said?: string; not?: string; many?: boolean };

const SONG_PARTS = new Set(['chorus', 'verse', 'bridge', 'hook', 'refrain', 'sing along', 'sing-along']);

const FRAMES: Record<Instruction['kind'], readonly Frame<Said>[]> = {
  // Genres and moods are offered together (NAMED below), as the writer said them.
  genre: [],
  mood: [],
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
    {
      mark: 'room to breathe',
      say: (i) => `${aOrAn(i.value)} ${i.value} feel gives the images room to breathe.`,
    },
    { mark: 'lines to match', say: (i) => `${capitalize(i.value)}, with lines to match.` },
  ],
  form: [
    {
      mark: 'open all the way up',
      say: (i) =>
        i.value === 'build'
          ? `${capitalize(i.said ?? 'starting small and ending big')}: I'll keep the verses small and let the last chorus open all the way up.`
          : null,
    },
    {
      mark: 'people can sing back',
      say: (i) =>
        i.value === 'build'
          ? null
          : i.value === 'chorus'
            ? 'A chorus, then: it needs one line people can sing back.'
            : `${aOrAn(i.value)} ${i.value}: it needs one line people can sing back.`,
    },
    // Never for a part of the song: "A chorus has its own shape" says nothing (both set-6 readers).
    {
      mark: 'its own shape',
      say: (i) =>
        SONG_PARTS.has(i.value) || i.value === 'build'
          ? null
          : `${aOrAn(i.value)} ${i.value} has its own shape; I'll write toward it.`,
    },
    {
      mark: 'one line can carry',
      say: (i) =>
        SONG_PARTS.has(i.value)
          ? `${aOrAn(i.value)} ${i.value.replace('-', ' ')} it is: I'll make sure one line can carry it.`
          : null,
    },
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
      say: (i) =>
        `${i.value} ${i.many ? 'are good compasses' : 'is a good compass'}; I'll aim for that feel in your own words rather than copy the sound.`,
    },
    {
      mark: 'thinking of',
      say: (i) => `Thinking of ${i.value} helps: I'll write toward that, and keep the story yours.`,
    },
  ],
  // What it is played with: named back, never pinned (no list holds it).
  arrangement: [
    {
      mark: 'room in the lines',
      say: (i) => `${capitalize(i.value)}: I'll leave room in the lines for that.`,
    },
    { mark: 'the words can stay spare', say: (i) => `With ${i.value} under it, the words can stay spare.` },
    { mark: 'noted on the sound', say: (i) => `Noted on the sound: ${i.value}.` },
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

/** The writer's style words, said back as they said them, with the nearest pins. */
type Named = { said: string; pins: string; nearest: string };
const NAMED: readonly Frame<Named>[] = [
  {
    mark: 'one tap each',
    say: (n) =>
      `${capitalize(n.said)}: I hear it. ${n.nearest} ${n.pins}, one tap each, and every line I suggest will lean that way.`,
  },
  {
    mark: "I'll write to it",
    say: (n) => `${capitalize(n.said)}, got it. ${n.nearest} ${n.pins}; pin them and I'll write to it.`,
  },
  {
    mark: 'the lines will follow',
    // "I'll keep it a cello, slower" reads wrong: a list of the writer's parts takes another frame.
    say: (n) =>
      n.said.includes(', ')
        ? null
        : `I'll keep it ${n.said}. ${n.nearest} ${n.pins}, and the lines will follow whatever you pin.`,
  },
];

/** The writer's words for the sound when no list holds them ("a cello, maybe a harmonium"). */
const UNPINNED: readonly Frame<Named>[] = [
  {
    mark: 'lean that way',
    say: (n) => `${capitalize(n.said)}: I hear it, and every line I suggest will lean that way.`,
  },
  { mark: "I'll write to that", say: (n) => `${capitalize(n.said)}, got it; I'll write to that.` },
];

export const STYLE_FRAMES = [...Object.values(FRAMES).flat(), ...NAMED, ...UNPINNED];

const joined = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** "chill" is said inside "chill lo-fi hip hop": each style phrase once, whole. */
const within = (a: string, b: string) => a !== b && ` ${b.toLowerCase()} `.includes(` ${a.toLowerCase()} `);

/**
 * The sound as the writer put it (`phrases`: their own parts of the message, "fast and dumb and
 * sincere"), then any genre or mood word no part holds, mapped onto the chips.
 */
function namedOffer(
  wanted: readonly Instruction[],
  phrases: readonly string[],
  spoken: readonly string[],
  rng: Rng,
): string | null {
  const style = wanted.filter((i) => i.kind === 'genre' || i.kind === 'mood');
  if (style.length === 0 && phrases.length === 0) return null;
  const terms = [...new Set(style.map((i) => i.said ?? i.value))].filter(
    (t) => !phrases.some((p) => within(t, p) || p.toLowerCase() === t.toLowerCase()),
  );
  const all = [...phrases, ...terms];
  const kept = all.filter((a) => !all.some((b) => within(a, b)));
  // "early 2000s pop punk, fast and dumb and sincere": the writer's parts keep their own "and".
  const said = phrases.length > 0 && kept.length > 1 ? kept.join(', ') : joined(kept);
  if (style.length === 0) return sayOnce(UNPINNED, { said, pins: '', nearest: '' }, spoken, rng);
  const pins = style.map((i) => `${i.value} under ${i.kind === 'genre' ? 'Genre' : 'Mood'}`);
  const unlisted = style.some((i) => i.said && i.said.toLowerCase() !== i.value.toLowerCase());
  const nearest = unlisted ? 'The nearest pins are' : pins.length > 1 ? 'The pins are' : 'The pin is';
  return sayOnce(NAMED, { said, pins: joined([...new Set(pins)]), nearest }, spoken, rng);
}

/**
 * Up to three acknowledgements for what the writer just asked: the sound in their own words (`said`,
 * the reading's `styleSaid`) with the genres and moods first, then what those words do not hold.
 */
export function offerStyle(
  instructions: readonly Instruction[],
  said: readonly string[],
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
    'arrangement',
    'tense',
    'length',
  ];
  const negatedFeel = instructions.find((i) => i.negated && (i.kind === 'feel' || i.kind === 'mood'));
  const wanted = instructions
    .filter(
      (i, k) =>
        !i.negated &&
        instructions.findIndex((o) => o.kind === i.kind && o.value === i.value && o.said === i.said) === k,
    )
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  const heard = [...spoken];
  const out: string[] = [];
  const together = namedOffer(wanted, said, spoken, rng);
  if (together) {
    out.push(together);
    heard.push(together);
  }
  // What the writer's own words already said back hold: "jangly guitars" in "hand drums, jangly guitars".
  const saidBack = said.map((p) => ` ${p.toLowerCase()} `);
  const inSaid = (value: string) => saidBack.some((p) => p.includes(` ${value.toLowerCase()} `));
  // What the genres and moods already said back hold: "quiet" in "quiet folk", "fast" named Energetic.
  const named = wanted
    .filter((i) => i.kind === 'mood' || i.kind === 'genre')
    .map((i) => ` ${(i.said ?? i.value).toLowerCase()} `);
  const sounds = wanted
    .filter((i) => i.kind === 'arrangement' && !inSaid(i.value))
    .map((i) => i.value.toLowerCase());
  const artists = wanted.filter((i) => i.kind === 'artist').map((i) => i.value);
  // Everything it is played with, said together once ("cello and brushed drums"), and so are the
  // artists ("Stevie Wonder and Minnie Riperton"), each where its kind sorts.
  const grouped = (kind: 'arrangement' | 'artist', values: readonly string[]) =>
    values.length === 0 ? [] : [{ kind, value: joined(values), many: values.length > 1 }];
  const once = wanted.flatMap((i, k): (Instruction & { many?: boolean })[] => {
    if (i.kind !== 'arrangement' && i.kind !== 'artist') return [i];
    const first = wanted.findIndex((o) => o.kind === i.kind) === k;
    return first ? grouped(i.kind, i.kind === 'artist' ? artists : sounds) : [];
  });
  for (const ins of once) {
    if (ins.kind === 'genre' || ins.kind === 'mood') continue;
    if ((ins.kind === 'feel' || ins.kind === 'tempo') && inSaid(ins.value)) continue;
    if (ins.kind === 'tempo' && named.some((said) => said.includes(` ${ins.value} `))) continue;
    // "piano" said in "quiet piano" is acknowledged once, as what it is played with.
    if (ins.kind === 'tempo' && sounds.some((a) => ` ${a} `.includes(` ${ins.value} `))) continue;
    if (out.length >= 3) break;
    const not =
      ins.kind === 'feel' && negatedFeel ? (negatedFeel.said ?? negatedFeel.value.toLowerCase()) : undefined;
    const text = sayOnce(
      FRAMES[ins.kind],
      { value: ins.value, said: ins.said, not, many: ins.many },
      heard,
      rng,
    );
    if (text) {
      out.push(text);
      heard.push(text);
    }
  }
  if (out.length === 0 && negatedFeel)
    out.push(`Not ${negatedFeel.said ?? negatedFeel.value.toLowerCase()}, then. Tell me what it is instead.`);
  return out;
}
