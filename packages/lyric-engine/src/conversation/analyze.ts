import type { ThemeData, WritingContext } from '@lyricist/shared/ai/contracts';
import { MAX_DIRECTOR_TEXT_CHARS } from '@lyricist/shared/constants';
import { MOOD_EMOTION } from '../banks/moods';
import { THEMES } from '../banks/themes';
import type { Reading } from '../reading/read-message';
import { isOwnKeySafe } from '../util/own-key';
import { clipText } from '../util/text';
import { readConversation } from './readings';

/** Theme analysis of what the writer has said so far: the "themeData" every chat reply carries. */

const round2 = (n: number) => Math.round(n * 100) / 100;

function countHits(text: string, trigger: string): number {
  const escaped = trigger.replace(/[^a-z' ]/g, '');
  return (text.match(new RegExp(`(?<![a-z'])${escaped}`, 'g')) ?? []).length;
}

/** Themes scored over the story sentences (never the instructions), newer messages counting more. */
export function themesOf(readings: readonly Reading[]): string[] {
  const scores = new Map<string, number>();
  readings.forEach((r, i) => {
    const text = r.story.toLowerCase();
    for (const [name, theme] of Object.entries(THEMES)) {
      const hits = theme.triggers.reduce((s, t) => s + countHits(text, t), 0);
      if (hits > 0) scores.set(name, (scores.get(name) ?? 0) + hits * (i === 0 ? 1 : 0.6));
    }
  });
  return [...scores.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 4)
    .map(([name]) => name);
}

/** Feelings the writer has, newest first; a feeling they said it is not ("not sad") is left out. */
function emotionsOf(readings: readonly Reading[], context: WritingContext): ThemeData['emotions'] {
  const scores = new Map<string, number>();
  const denied = new Set<string>();
  readings.forEach((r, i) => {
    r.feelings.forEach((f, k) => {
      if (f.negated) {
        if (i === 0) denied.add(f.name);
        return;
      }
      scores.set(f.name, (scores.get(f.name) ?? 0) + (i === 0 ? 1 : 0.6) - k * 0.05);
    });
  });
  const ranked = [...scores.entries()]
    .filter(([n]) => !denied.has(n))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const top = ranked[0]?.[1] ?? 1;
  const emotions = ranked.map(([name, s], i) => ({
    name,
    weight: round2(Math.max(0.1, Math.min(1, 0.3 + (0.65 * s) / top) - i * 0.05)),
  }));
  for (const mood of context.moods) {
    const name = isOwnKeySafe(mood) ? MOOD_EMOTION[mood.toLowerCase()] : undefined;
    if (name && !emotions.some((e) => e.name === name)) emotions.push({ name, weight: 0.5 });
  }
  return emotions.slice(0, 6);
}

/** Images across the conversation: said more often first, then in the order the story told them. */
export function imagesOf(readings: readonly Reading[]): string[] {
  const all = [...readings].reverse().flatMap((r) => r.images);
  const count = (img: string) => all.filter((a) => a === img).length;
  const unique = [...new Set(all)].filter(
    (img, _, list) => !list.some((o) => o !== img && ` ${o} `.includes(` ${img} `)),
  );
  return unique
    .map((img, i) => ({ img, s: count(img) * 2 - i * 0.01 }))
    .sort((a, b) => b.s - a.s)
    .map((x) => x.img)
    .slice(0, 12);
}

function lastInstruction(readings: readonly Reading[], kind: 'pov' | 'tense'): string | undefined {
  for (const r of readings) {
    const found = r.instructions.find((i) => i.kind === kind && !i.negated);
    if (found) return found.value;
  }
  return undefined;
}

function pointOfView(readings: readonly Reading[]): ThemeData['pointOfView'] {
  const asked = lastInstruction(readings, 'pov');
  if (asked === 'first' || asked === 'second' || asked === 'third') return asked;
  const text = readings
    .map((r) => r.story)
    .join(' ')
    .toLowerCase();
  const first = (text.match(/\b(i|me|my|we|our|us)\b/g) ?? []).length;
  const third = (text.match(/\b(she|he|her|him|his|they|them)\b/g) ?? []).length;
  return third > first * 2 && third >= 2 ? 'third' : 'first';
}

function tenseOf(readings: readonly Reading[]): ThemeData['tense'] {
  const asked = lastInstruction(readings, 'tense');
  if (asked === 'past' || asked === 'present' || asked === 'future') return asked;
  const votes = { past: 0, present: 0, future: 0 };
  for (const r of readings) if (r.story !== '') votes[r.tense]++;
  return votes.past >= votes.present && votes.past > 0
    ? 'past'
    : votes.future > votes.present
      ? 'future'
      : 'present';
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

/** Theme data from readings (newest first) plus what the writer pinned. */
export function themeDataOf(readings: readonly Reading[], context: WritingContext): ThemeData {
  const images = imagesOf(readings);
  const emotions = emotionsOf(readings, context);
  const themes = themesOf(readings);
  const phrases = [...new Set(readings.flatMap((r) => r.phrases))].slice(0, 6).map((p) => clipText(p, 200));
  return {
    emotions,
    themes,
    images,
    phrases,
    pointOfView: pointOfView(readings),
    tense: tenseOf(readings),
    story: storySentence(themes, emotions, images, phrases[0]),
  };
}

/** Analyses the writer's messages (newest first) plus what they pinned. */
export function analyze(messagesNewestFirst: readonly string[], context: WritingContext): ThemeData {
  return themeDataOf(readConversation(messagesNewestFirst), context);
}
