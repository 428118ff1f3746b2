/**
 * Composes the melody set once: seeded random melodies with known notes and rests, written as
 * `set/<part>/<id>.json` (the truth the bench scores against and what make-set.ts renders). The files
 * are committed, so the set is fixed before any tuning; run again only to make a new set
 * (`node --import tsx bench/melody/compose.ts`), and never to fit the post-processing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MemoSpec, SpecNote, SpecPhrase, Wave } from './memo-spec';

const WAVES: Wave[] = ['sine', 'triangle', 'hum', 'ah', 'oo'];
const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const MINOR = [0, 2, 3, 5, 7, 8, 10];
/** Note lengths in beats; a phrase's last note is held longer. */
const LENGTHS = [0.5, 0.5, 1, 1, 1, 1, 1.5, 2];
const LAST_LENGTHS = [1, 2, 2, 3];

/** mulberry32: a small seeded generator, so the set is the same on every machine. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (x: number) => Math.round(x * 1000) / 1000;

function composeMemo(id: string, part: MemoSpec['part'], seed: number, wave: Wave, minLength = 0): MemoSpec {
  const random = seeded(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const between = (lo: number, hi: number) => lo + random() * (hi - lo);

  const bpm = Math.round(between(70, 150));
  const beat = 60 / bpm;
  const scale = random() < 0.7 ? MAJOR : MINOR;
  // Humming sits low (a man's A2 to a woman's A4); some memos an octave up.
  const root = Math.round(between(45, 57)) + (random() < 0.35 ? 12 : 0);
  const isQuietOnsets = random() < 0.3;
  const isSwinging = random() < 0.4; // accents vary more: strong and weak notes
  const phraseCount = minLength > 0 ? 99 : 2 + Math.floor(random() * 4);

  let degree = 7 + Math.floor(random() * 5);
  const midiOf = (d: number) => root + 12 * Math.floor(d / 7) + (scale[((d % 7) + 7) % 7] as number);
  let t = round(between(0.2, 0.6));
  const phrases: SpecPhrase[] = [];
  for (let p = 0; p < phraseCount; p++) {
    const noteCount = 3 + Math.floor(random() * 7);
    const notes: SpecNote[] = [];
    let beatInBar = 0;
    for (let n = 0; n < noteCount; n++) {
      const isLast = n === noteCount - 1;
      const beats = isLast ? pick(LAST_LENGTHS) : pick(LENGTHS);
      const step = random();
      const previous = degree;
      if (step < 0.15) degree += 0;
      else if (step < 0.6) degree += random() < 0.5 ? -1 : 1;
      else if (step < 0.85) degree += random() < 0.5 ? -2 : 2;
      else degree += random() < 0.5 ? -4 : 4;
      degree = Math.max(3, Math.min(17, degree));
      const length = beats * beat;
      // A repeated pitch is re-sung through a consonant: a short silence. Other notes are legato or
      // lightly detached, as a singer's are.
      const isRepeat = degree === previous && n > 0;
      const gapBefore = isRepeat ? between(0.05, 0.09) : random() < 0.5 ? 0 : between(0.015, 0.06);
      if (n > 0 && gapBefore > 0) {
        const before = notes[n - 1] as SpecNote;
        before.duration = round(Math.max(0.08, before.duration - gapBefore));
      }
      const isAccent = beatInBar % 2 === 0;
      const gain = isAccent ? between(0.85, 1) : isSwinging ? between(0.45, 0.65) : between(0.65, 0.85);
      const attack = isQuietOnsets && random() < 0.5 ? between(0.08, 0.18) : between(0.005, 0.02);
      notes.push({
        midi: midiOf(degree),
        start: round(t),
        duration: round(length),
        gain: round(gain),
        attack: round(Math.min(attack, length / 3)),
      });
      t += length;
      beatInBar = (beatInBar + beats) % 4;
    }
    const last = notes[notes.length - 1] as SpecNote;
    // A held note often fades before its time is up; the rest after a phrase is 1 to 3 beats.
    last.duration = round(last.duration * between(0.8, 1));
    phrases.push({ start: notes[0]?.start ?? t, end: round(last.start + last.duration), notes });
    t += pick([1, 1.5, 2, 2.5, 3]) * beat;
    if (minLength > 0 && t > minLength - 4) break;
  }
  const length = round(Math.max(minLength, t + between(0.3, 0.6)));
  return {
    id,
    part,
    bpm,
    length,
    wave,
    vibrato: random() < 0.5 ? { rateHz: round(between(4.5, 6.5)), cents: Math.round(between(15, 40)) } : null,
    noise:
      random() < 0.6
        ? {
            kind: pick(['whitenoise', 'pinknoise', 'brownnoise'] as const),
            level: round(between(0.01, 0.05)),
          }
        : null,
    reverb: random() < 0.2 ? Math.round(between(20, 40)) : null,
    phrases,
  };
}

/** Two-space JSON with one note a line, so a diff of the set reads note by note. */
function serialise(memo: MemoSpec): string {
  const inline = (v: unknown) =>
    JSON.stringify(v).replaceAll(',"', ', "').replaceAll('":', '": ').replace(/^{/, '{ ').replace(/}$/, ' }');
  const phrases = memo.phrases.map((p) => {
    const notes = p.notes.map((n) => `        ${inline(n)}`).join(',\n');
    return `    {\n      "start": ${p.start},\n      "end": ${p.end},\n      "notes": [\n${notes}\n      ]\n    }`;
  });
  const head = JSON.stringify({ ...memo, phrases: undefined }, null, 2).slice(0, -2);
  return `${head},\n  "phrases": [\n${phrases.join(',\n')}\n  ]\n}\n`;
}

const here = import.meta.dirname;
const memos: MemoSpec[] = [];
for (let i = 1; i <= 28; i++) {
  const part = i <= 20 ? 'tuning' : 'held-out';
  memos.push(
    composeMemo(`m${String(i).padStart(2, '0')}`, part, 3500 + i * 7919, WAVES[i % WAVES.length] as Wave),
  );
}
memos.push(composeMemo('long-60s', 'timing', 60_000, 'hum', 60));

for (const memo of memos) {
  const dir = path.join(here, 'set', memo.part);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${memo.id}.json`), serialise(memo));
}
const phrases = memos.filter((m) => m.part !== 'timing').flatMap((m) => m.phrases);
console.log(
  `${memos.length} memos (${phrases.length} phrases, ${phrases.reduce((s, p) => s + p.notes.length, 0)} notes in the scored parts)`,
);
