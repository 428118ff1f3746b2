import type { ThemeData, WritingContext } from '@lyricist/shared/ai/contracts';
import { MAX_DIRECTOR_TEXT_CHARS } from '@lyricist/shared/constants';
import { EMOTION_TRIGGERS } from '../banks/emotions';
import { STOP_WORDS } from '../banks/function-words';
import { MOOD_EMOTION } from '../banks/moods';
import { THEMES } from '../banks/themes';
import { clipText } from '../util/text';
import { extractImages } from './images';

/** Theme analysis of what the writer has said so far: the "themeData" every chat reply carries. */

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Triggers match word starts ("celebrat" finds "celebrate"); whole words when asked. */
function countHits(text: string, trigger: string, isWholeWord = false): number {
  const escaped = trigger.replace(/[^a-z' ]/g, '');
  const end = isWholeWord ? "(?![a-z'])" : '';
  return (text.match(new RegExp(`(?<![a-z'])${escaped}${end}`, 'g')) ?? []).length;
}

/** Scores per key, newer messages counting more: the latest message is what the writer means now. */
function score(
  messagesNewestFirst: readonly string[],
  table: Record<string, { triggers: readonly string[] } | readonly string[]>,
) {
  const scores = new Map<string, number>();
  messagesNewestFirst.forEach((raw, i) => {
    const text = raw.toLowerCase();
    const weight = i === 0 ? 1 : 0.6;
    for (const [name, entry] of Object.entries(table)) {
      const triggers = Array.isArray(entry) ? entry : (entry as { triggers: readonly string[] }).triggers;
      const hits = triggers.reduce((s, t) => s + countHits(text, t), 0);
      if (hits > 0) scores.set(name, (scores.get(name) ?? 0) + hits * weight);
    }
  });
  return [...scores.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

function emotionsOf(messages: readonly string[], context: WritingContext): ThemeData['emotions'] {
  const ranked = score(messages, EMOTION_TRIGGERS);
  const top = ranked[0]?.[1] ?? 1;
  // Rank matters as well as count: the reply and the director lead with the first feeling.
  const emotions = ranked.map(([name, s], i) => ({
    name,
    weight: round2(Math.max(0.1, Math.min(1, 0.3 + (0.65 * s) / top) - i * 0.05)),
  }));
  for (const mood of context.moods) {
    const name = MOOD_EMOTION[mood.toLowerCase()];
    if (name && !emotions.some((e) => e.name === name)) emotions.push({ name, weight: 0.5 });
  }
  return emotions.slice(0, 6);
}

/** Short quotable clauses in the writer's own words, images first. */
export function phrasesOf(messagesNewestFirst: readonly string[], images: readonly string[]): string[] {
  const clauses = messagesNewestFirst.flatMap((m) =>
    m
      .split(/[.;:!?\n()"]+|,\s|\s[-\u2013\u2014]\s|\s(?:and|but|so)\s/i)
      .map((c) => c.trim().replace(/^(and|but|so|because)\s+/i, ''))
      .filter((c) => {
        const words = c.split(/\s+/);
        return words.length >= 3 && words.length <= 10 && words.some((w) => !STOP_WORDS.has(w.toLowerCase()));
      }),
  );
  const hasImage = (c: string) => images.some((i) => c.toLowerCase().includes(i));
  return [...clauses.filter(hasImage), ...clauses.filter((c) => !hasImage(c))]
    .filter((c, i, all) => all.indexOf(c) === i)
    .slice(0, 6);
}

function countWordsIn(text: string, words: readonly string[]): number {
  return words.reduce((s, w) => s + countHits(text, w, true), 0);
}

function pointOfView(text: string): ThemeData['pointOfView'] {
  const first = countWordsIn(text, ['i', 'me', 'my', 'we', 'our', 'us', "i'm", "i've"]);
  const third = countWordsIn(text, ['she', 'he', 'her', 'him', 'his', 'they', 'them']);
  const second = countWordsIn(text, ['you', 'your']);
  if (third > first * 2 && third >= 2) return 'third';
  if (second > first * 2 && second >= 3) return 'second';
  return 'first';
}

function tenseOf(text: string): ThemeData['tense'] {
  const past = countWordsIn(text, [
    'was',
    'were',
    'had',
    'did',
    'used to',
    'ago',
    'went',
    'left',
    'came',
    'told',
    'said',
  ]);
  const pastEd = (text.match(/\b\w{3,}ed\b/g) ?? []).length;
  const future = countWordsIn(text, ['will', "i'll", 'gonna', 'going to', 'someday', 'tomorrow', 'one day']);
  const present = countWordsIn(text, ['am', 'is', 'are', "i'm", 'now', 'still', 'today', 'keep']);
  const p = past + pastEd * 0.5;
  if (future > p && future > present) return 'future';
  return p > present ? 'past' : 'present';
}

export function storySentence(
  themes: readonly string[],
  emotions: ThemeData['emotions'],
  images: readonly string[],
  phrase?: string,
): string {
  const about = themes.length > 0 ? themes.slice(0, 2).join(' and ') : 'a moment that stayed with the writer';
  const feel =
    emotions.length > 0
      ? `, carrying ${emotions
          .slice(0, 2)
          .map((e) => e.name)
          .join(' and ')}`
      : '';
  const anchor = images[0] ? `, told through the ${images[0]}` : '';
  const said = phrase ? ` ("${phrase}")` : '';
  return clipText(`A song about ${about}${said}${feel}${anchor}.`, MAX_DIRECTOR_TEXT_CHARS);
}

/** Analyses the writer's messages (newest first) plus what they pinned. */
export function analyze(messagesNewestFirst: readonly string[], context: WritingContext): ThemeData {
  const all = messagesNewestFirst.join('\n').toLowerCase();
  const images = extractImages(messagesNewestFirst);
  const emotions = emotionsOf(messagesNewestFirst, context);
  const themes = score(messagesNewestFirst, THEMES)
    .slice(0, 4)
    .map(([name]) => name);
  const phrases = phrasesOf(messagesNewestFirst, images).map((p) => clipText(p, 200));
  return {
    emotions,
    themes,
    images,
    phrases,
    pointOfView: pointOfView(all),
    tense: tenseOf(all),
    story: storySentence(themes, emotions, images, phrases[0]),
  };
}
