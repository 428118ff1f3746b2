import type { StyleDirector } from '@lyricist/shared/ai/contracts';
import { type Instruction, instructionsInSentences } from '../reading/instructions';

/** What the writer asked of the song in the chat, as the style director uses it. */
export type StatedStyle = {
  genres: string[];
  moods: string[];
  artists: string[];
  /** Syllables per line to add (fast) or take away (slow, short lines). */
  syllableShift: number;
  register: StyleDirector['register'] | null;
  /** The instructions in a sentence of notes ("" when none). */
  note: string;
};

const MAX_READ = 4000;
const sentencesOf = (text: string) => text.slice(0, MAX_READ).split(/(?<=[.!?])\s+|\n+/);

function describe(i: Instruction, all: readonly Instruction[]): string | null {
  if (i.kind === 'pov') return `${i.value} person`;
  if (i.kind === 'tense') return `${i.value} tense`;
  if (i.kind === 'form') return `a ${i.value}`;
  if (i.kind === 'length') return i.value === 'short' ? 'short lines' : 'simple words';
  if (i.kind === 'tempo') return i.value;
  if (i.kind !== 'feel') return null;
  const not = all.find((o) => o.negated && (o.kind === 'feel' || o.kind === 'mood'));
  return not ? `${i.value} (not ${not.said ?? not.value.toLowerCase()})` : i.value;
}

/** Reads the writer's chat messages (oldest first) for song instructions; later ones win. */
export function statedStyle(messages: readonly string[]): StatedStyle {
  const all = messages.flatMap((m) => instructionsInSentences(sentencesOf(m)).flat());
  const wanted = all.filter((i) => !i.negated);
  const values = (kind: Instruction['kind']) => [
    ...new Set(wanted.filter((i) => i.kind === kind).map((i) => i.value)),
  ];
  const has = (kind: Instruction['kind'], value: string) =>
    wanted.some((i) => i.kind === kind && i.value === value);
  const denied = new Set(all.filter((i) => i.negated).map((i) => `${i.kind}:${i.value}`));
  const shift =
    (has('tempo', 'fast') ? 1 : 0) - (has('tempo', 'slow') ? 1 : 0) - (has('length', 'short') ? 2 : 0);
  const said = [...new Set(wanted.map((i) => describe(i, all)).filter((d): d is string => d !== null))];
  return {
    genres: values('genre').filter((g) => !denied.has(`genre:${g}`)),
    moods: values('mood').filter((m) => !denied.has(`mood:${m}`)),
    artists: values('artist'),
    syllableShift: shift,
    register: has('length', 'simple') ? 'plain' : null,
    note: said.length > 0 ? ` Asked for in the chat: ${said.join(', ')}.` : '',
  };
}
