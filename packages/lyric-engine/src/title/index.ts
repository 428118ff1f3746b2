import type { TitleInput, TitleOutput } from '@lyricist/shared/ai/contracts';
import { DEFAULT_SONG_TITLE, MAX_TITLE_WORDS } from '@lyricist/shared/constants';
import { STOP_WORDS } from '../banks/function-words';
import { CONCRETE_NOUNS } from '../banks/images';
import { imageTitle, SENSE_PHRASE } from '../compose/image-title';
import { isSectionLine } from '../form/sections';
import { normalizeLine, titleCase, wordsOf } from '../util/text';

const FALLBACK_TITLES = ['First Light', 'Say It Plain', 'The Long Way', 'Somewhere to Start'];

const isContent = (w: string) => !STOP_WORDS.has(w);

const KEEP_AT_END = new Set(['you', 'me', 'her', 'him', 'us', 'them', 'it', 'go', 'home']);

/** At most MAX_TITLE_WORDS words, starting at the clause and without a dangling "the"/"and" at the end. */
function trimPhrase(raw: readonly string[]): string[] {
  let words = [...raw];
  while (words.length > 1 && /^(and|but|so|oh|or|then)$/.test(words[0] as string)) words = words.slice(1);
  let out = words.slice(0, MAX_TITLE_WORDS);
  if (words.length > MAX_TITLE_WORDS && out.filter(isContent).length < 2)
    out = words.slice(-MAX_TITLE_WORDS + 1);
  while (
    out.length > 1 &&
    STOP_WORDS.has(out[out.length - 1] as string) &&
    !KEEP_AT_END.has(out[out.length - 1] as string)
  ) {
    out = out.slice(0, -1);
  }
  return out;
}

/** The chorus hook: the line sung most often, when one repeats. */
function repeatedLine(lines: readonly string[]): string[] | null {
  const counts = new Map<string, number>();
  for (const l of lines) counts.set(l, (counts.get(l) ?? 0) + 1);
  const best = [...counts.entries()]
    .filter(([l, c]) => c >= 2 && l.split(' ').some(isContent))
    .sort((a, b) => b[1] - a[1])[0];
  return best ? best[0].split(' ') : null;
}

/** Else the phrase sung most often across lines (2 to 4 words, with a content word in it). */
function repeatedPhrase(lines: readonly string[]): string[] | null {
  let best: { words: string[]; score: number } | null = null;
  for (let n = 4; n >= 2; n--) {
    const counts = new Map<string, number>();
    for (const l of lines) {
      const w = l.split(' ');
      for (let i = 0; i + n <= w.length; i++) {
        const gram = w.slice(i, i + n);
        if (gram.filter(isContent).length === 0) continue;
        const key = gram.join(' ');
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    for (const [key, c] of counts) {
      if (c < 2) continue;
      const score = c * n;
      if (!best || score > best.score) best = { words: key.split(' '), score };
    }
  }
  return best?.words ?? null;
}

/** Nouns too general to name a song: a title of them says nothing about this one. */
const GENERIC = new Set(
  'song songs music tune thing things way time times day days life story moment feeling words home night work love world heart soul'.split(
    ' ',
  ),
);

/** How strongly an image can name the song: "smell of hay" and "old red barn" over "farm". */
function imageScore(image: string, index: number): number {
  const words = image.split(' ');
  if (words.some((w) => GENERIC.has(w)) && words.length === 1) return -1;
  return (SENSE_PHRASE.test(image) ? 3 : 0) + Math.min(words.length, 3) - index * 0.1;
}

/** Else the central image: the writer's strongest image, or the concrete noun the lyrics use most. */
function centralImage(input: TitleInput, lines: readonly string[]): string | null {
  const images = [...(input.themeData?.images ?? []), ...(input.storytelling?.images ?? [])];
  const best = images
    .map((image, i) => ({ image: image.toLowerCase(), score: imageScore(image.toLowerCase(), i) }))
    .filter((x) => x.score >= 0)
    .sort((a, b) => b.score - a.score)[0];
  if (best) return best.image;
  const counts = new Map<string, number>();
  for (const w of lines.flatMap((l) => l.split(' ')))
    if (CONCRETE_NOUNS.has(w) && !GENERIC.has(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  return top ? top[0] : null;
}

/** Else a short phrase of the writer's own: better than a theme's name. */
function writerPhrase(input: TitleInput): string | null {
  const phrase = input.themeData?.phrases.find((p) => {
    const n = p.split(/\s+/).length;
    return n >= 2 && n <= MAX_TITLE_WORDS;
  });
  return phrase ? trimPhrase(wordsOf(phrase)).join(' ') : null;
}

/** A song title: the hook, else the central image, else the writer's phrase; Title Case, never generic. */
export function title(input: TitleInput): TitleOutput {
  // Section tags repeat by design ("[Chorus]" twice) but are never the hook.
  const lines = input.lyrics
    .split('\n')
    .filter((l) => !isSectionLine(l))
    .map(normalizeLine)
    .filter(Boolean);
  const fromLyrics = repeatedLine(lines) ?? repeatedPhrase(lines);
  const image = centralImage(input, lines);
  const candidates = [
    fromLyrics ? trimPhrase(fromLyrics).join(' ') : null,
    image ? imageTitle(image) : null,
    writerPhrase(input),
    FALLBACK_TITLES[input.lyrics.length % FALLBACK_TITLES.length] ?? 'First Light',
  ];
  for (const c of candidates) {
    if (!c) continue;
    const t = titleCase(c.replace(/\bi\b/g, 'I'));
    if (t !== '' && t.toLowerCase() !== DEFAULT_SONG_TITLE.toLowerCase()) return { title: t };
  }
  return { title: 'First Light' };
}
