/**
 * Renders the melody set (`set/<part>/<id>.json`, made by compose.ts) to 16-bit mono 22050 Hz WAV
 * files in `.tmp/melody-set/` with sox: each note a synthesised tone (sine, triangle, or a sawtooth
 * through vowel-like formant filters), the rests silence, then vibrato (sox bend), reverb and noise
 * on the whole memo. A memo is rendered again only when its spec or this script changes. Run alone
 * (`node --import tsx bench/melody/make-set.ts`) or through the bench, which calls `renderSet()`.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { MemoSpec, SpecNote, Wave } from './memo-spec';

const run = promisify(execFile);
const here = import.meta.dirname;
const ROOT = path.resolve(here, '../..');
export const SET_DIR = path.join(here, 'set');
export const RENDER_DIR = path.join(ROOT, '.tmp/melody-set');
const RATE = 22050;
/** Tones are made at four times the rate and filtered down: sox's sawtooth is not band-limited, and
 * at 22050 Hz its folded harmonics would add faint tones below the note that no voice has. */
const SYNTH_RATE = 4 * RATE;
const FLOAT = ['-r', String(SYNTH_RATE), '-c', '1', '-e', 'floating-point', '-b', '32'];
/** sox's null input at the synthesis rate: without it synth runs at 48 kHz. */
const NULL_INPUT = ['-r', String(SYNTH_RATE), '-c', '1', '-n'];

export type RenderedMemo = { spec: MemoSpec; wav: string };

/** The tone a note is synthesised with and the filters the memo then goes through. */
const TIMBRES: Record<Wave, { tone: string; filters: string[] }> = {
  sine: { tone: 'sine', filters: [] },
  triangle: { tone: 'triangle', filters: [] },
  // A closed-mouth hum: the voice's buzz with everything above the nasal murmur muffled.
  hum: {
    tone: 'sawtooth',
    filters: ['lowpass', '-2', '700', 'lowpass', '-2', '900', 'equalizer', '260', '1q', '6'],
  },
  // Sung "ah" and "oo": the buzz through their first formants (Peterson & Barney's averages).
  ah: {
    tone: 'sawtooth',
    filters: [
      'equalizer',
      '750',
      '2q',
      '12',
      'equalizer',
      '1150',
      '2q',
      '10',
      'equalizer',
      '2600',
      '3q',
      '6',
    ],
  },
  oo: {
    tone: 'sawtooth',
    filters: ['equalizer', '320', '2q', '12', 'equalizer', '800', '2q', '8', 'lowpass', '1800'],
  },
};

const samples = (seconds: number) => Math.round(seconds * SYNTH_RATE);
const hz = (midi: number) => (440 * 2 ** ((midi - 69) / 12)).toFixed(3);

async function sox(args: string[]): Promise<void> {
  await run('sox', ['-V1', ...args]);
}

/** sox bend arguments for a vibrato over the whole memo: half-cycles up and down by ±cents. */
function vibratoArgs(spec: MemoSpec): string[] {
  if (!spec.vibrato) return [];
  const half = 1 / (2 * spec.vibrato.rateHz);
  const { cents } = spec.vibrato;
  const bends = [`0,${cents},${(half / 2).toFixed(4)}`];
  for (let t = half / 2, up = false; t + half < spec.length; t += half, up = !up) {
    bends.push(`0,${up ? 2 * cents : -2 * cents},${half.toFixed(4)}`);
  }
  return ['bend', '-f', '50', '-o', '16', ...bends];
}

async function renderNote(note: SpecNote, tone: string, file: string): Promise<void> {
  const length = samples(note.duration);
  const release = Math.min(0.03, note.duration / 4);
  const attack = Math.min(note.attack, note.duration / 3);
  await sox([
    ...NULL_INPUT,
    ...FLOAT,
    file,
    'synth',
    `${length}s`,
    tone,
    hz(note.midi),
    'fade',
    'q',
    attack.toFixed(3),
    `${length}s`,
    release.toFixed(3),
    'vol',
    note.gain.toFixed(3),
  ]);
}

async function renderMemo(spec: MemoSpec, wav: string): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), `melody-${spec.id}-`));
  try {
    const { tone, filters } = TIMBRES[spec.wave];
    const pieces: string[] = [];
    let cursor = 0;
    const silence = async (until: number) => {
      const gap = samples(until) - samples(cursor);
      if (gap <= 0) return;
      const file = path.join(work, `s${pieces.length}.wav`);
      await sox([...NULL_INPUT, ...FLOAT, file, 'trim', '0', `${gap}s`]);
      pieces.push(file);
    };
    for (const note of spec.phrases.flatMap((p) => p.notes)) {
      await silence(note.start);
      const file = path.join(work, `n${pieces.length}.wav`);
      await renderNote(note, tone, file);
      pieces.push(file);
      cursor = note.start + note.duration;
    }
    await silence(spec.length);
    const voice = path.join(work, 'voice.wav');
    await sox([...pieces, voice, ...filters, ...vibratoArgs(spec)]);
    const shaped = path.join(work, 'shaped.wav');
    const reverb = spec.reverb === null ? [] : ['reverb', String(spec.reverb), '50', '60'];
    await sox([voice, shaped, ...reverb, 'trim', '0', `${samples(spec.length)}s`, 'gain', '-n', '-3']);
    const out = ['-r', String(RATE), '-b', '16', wav, 'gain', '-n', '-1'];
    if (spec.noise === null) {
      await sox([shaped, ...out]);
      return;
    }
    const noise = path.join(work, 'noise.wav');
    await sox([
      ...NULL_INPUT,
      ...FLOAT,
      noise,
      'synth',
      `${samples(spec.length)}s`,
      spec.noise.kind,
      'vol',
      String(spec.noise.level),
    ]);
    await sox(['-m', '-v', '1', shaped, '-v', '1', noise, ...out]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The specs of one part of the set ('tuning', 'held-out' or 'timing'), in id order. */
export function readSpecs(part: MemoSpec['part']): MemoSpec[] {
  const dir = path.join(SET_DIR, part);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as MemoSpec);
}

/** Renders what is missing or stale, two memos at a time, and returns every memo with its file. */
export async function renderSet(parts: MemoSpec['part'][]): Promise<RenderedMemo[]> {
  const script = readFileSync(import.meta.filename);
  const memos = parts.flatMap(readSpecs).map((spec) => ({
    spec,
    wav: path.join(RENDER_DIR, spec.part, `${spec.id}.wav`),
    key: createHash('sha256').update(script).update(JSON.stringify(spec)).digest('hex'),
  }));
  const stale = memos.filter((m) => !existsSync(m.wav) || readKey(m.wav) !== m.key);
  const next = async (): Promise<void> => {
    const memo = stale.shift();
    if (!memo) return;
    mkdirSync(path.dirname(memo.wav), { recursive: true });
    await renderMemo(memo.spec, memo.wav);
    writeFileSync(`${memo.wav}.key`, memo.key);
    await next();
  };
  await Promise.all([next(), next()]);
  return memos.map(({ spec, wav }) => ({ spec, wav }));
}

function readKey(wav: string): string | null {
  return existsSync(`${wav}.key`) ? readFileSync(`${wav}.key`, 'utf8') : null;
}

/** Whether sox is on the PATH; the bench says how to install it when not. */
export async function hasSox(): Promise<boolean> {
  try {
    await run('sox', ['--version']);
    return true;
  } catch {
    return false;
  }
}

if (process.argv[1] === import.meta.filename) {
  if (!(await hasSox())) throw new Error('sox is missing: apt-get install -y sox (or brew install sox)');
  const memos = await renderSet(['tuning', 'held-out', 'timing']);
  console.log(`${memos.length} memos in ${RENDER_DIR}`);
}
