import type { ThemeData } from '@lyricist/shared/ai/contracts';
import { EMOTION_PHRASES } from '../banks/emotions';
import { pick, type Rng } from '../util/random';

/** The words of the reply. It quotes the writer, names what it hears, and asks exactly one question. */

const OPENERS: readonly ((q: string) => string)[] = [
  (q) => `"${q}" already sounds like a lyric.`,
  (q) => `I keep coming back to "${q}".`,
  (q) => `"${q}" is the kind of detail a listener remembers.`,
  (q) => `There's a song in "${q}".`,
];

const IMAGE_LINES: readonly ((a: string, b?: string) => string)[] = [
  (a, b) => `The ${a}${b ? ` and the ${b}` : ''} could carry a whole verse.`,
  (a, b) =>
    `Let's keep the ${a}${b ? ` and the ${b}` : ''} at the centre; objects like that do the feeling for you.`,
  (a, b) => `I can see the ${a}${b ? `, the ${b}` : ''}, and that's half the work of a song.`,
];

const THEME_QUESTIONS: Record<string, string> = {
  home: 'Who is waiting there when you picture the door opening',
  leaving: 'What did you take with you, and what did you leave behind',
  heartbreak: 'What was the moment you knew it was over',
  'new love': 'What is the small thing they do that gave you away',
  loss: 'If the chorus could say one thing to them, what would it be',
  memory: 'What is one sound or smell that brings that time straight back',
  freedom: 'What exactly are you free from now',
  'growing up': 'What did you believe back then that you do not believe now',
  night: 'Where does the night end, and who is still there when it does',
  'self-worth': 'Whose voice were you answering when you decided you were enough',
  faith: 'Where were you when it stopped being words and started being real',
  friendship: 'What is the story you two still tell about each other',
  work: 'What are the hands in this song working toward',
  distance: 'What do you say first when the call connects',
  change: 'What is one thing you do differently now that says it all',
};

/** A quote from the writer's latest message: the clause with an image in it, else the first clause. */
export function quoteFrom(message: string, images: readonly string[]): string {
  const clauses = message
    .split(/[.;!?\n]+|,\s|\s(?:and|but|so)\s/i)
    .map((c) => c.trim().replace(/["?]/g, ''))
    .filter((c) => c.split(/\s+/).length >= 2);
  const withImage = clauses.find((c) =>
    images.some((i) => c.toLowerCase().includes(i.split(' ').pop() ?? i)),
  );
  const chosen = withImage ?? clauses[0] ?? message.trim().replace(/["?]/g, '');
  const words = chosen.split(/\s+/);
  return words.length > 12 ? `${words.slice(0, 12).join(' ')}...` : chosen;
}

/** One focused question: the gap that matters most right now, else the theme's own question. */
export function followUpQuestion(data: ThemeData, rng: Rng): string {
  if (data.images.length === 0)
    return 'What is one thing you could see or touch in that moment, an object or a place?';
  if (data.emotions.length === 0) return `When you picture the ${data.images[0]}, what do you feel first?`;
  // Loss and heartbreak outweigh the setting: ask about the person before the porch.
  const urgent = data.themes.find((t) => t === 'loss' || t === 'heartbreak');
  const theme = urgent ?? data.themes.find((t) => THEME_QUESTIONS[t]);
  if (theme) return `${THEME_QUESTIONS[theme]}?`;
  const fallback = [
    `Where are you standing when the song begins, and is the ${data.images[0]} there with you?`,
    'What changes between the first verse and the last chorus?',
  ];
  return pick(rng, fallback) ?? 'What changes by the end of the song?';
}

export function composeReply(message: string, data: ThemeData, rng: Rng): string {
  const parts: string[] = [];
  const quote = quoteFrom(message, data.images);
  if (quote !== '') parts.push((pick(rng, OPENERS) ?? OPENERS[0]!)(quote));
  const [a, b] = data.images;
  if (a) parts.push((pick(rng, IMAGE_LINES) ?? IMAGE_LINES[0]!)(a, b));
  const [e1, e2] = data.emotions.map((e) => EMOTION_PHRASES[e.name]).filter(Boolean);
  if (e1) parts.push(`I'm hearing ${e1}${e2 ? `, and ${e2}` : ''}.`);
  parts.push(followUpQuestion(data, rng));
  return parts.join(' ');
}
