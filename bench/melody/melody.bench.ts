/**
 * The melody's shape (issue 35 item 2): transcribes the melody set (bench/melody/set, rendered with
 * sox into .tmp/melody-set by make-set.ts) with @lyricist/melody in Node and scores the phrases
 * against the truth, the part tuned on and the held-out part apart; times the transcription of a
 * 60-second memo in Node; then, in Chromium, times it in the package's Web Worker, counts the main
 * thread's long tasks meanwhile, and puts three memos through MediaRecorder (Opus in WebM) and
 * Web Audio decoding before transcribing them. Flags: --part tuning|held-out (both by default),
 * --no-browser, --isolated (the page cross-origin isolated, so WASM may use threads), --verbose
 * (a line per memo), --json.
 */
import { readFileSync } from 'node:fs';
import { decodeWav, phrasesOf } from '@lyricist/melody';
import { nodeTranscriber } from '@lyricist/melody/node';
import { flag, hasFlag } from '../lib/args';
import { report, say } from '../lib/report';
import { loadAverage } from '../lib/stats';
import { openBrowser } from './browser';
import { hasSox, type RenderedMemo, renderSet } from './make-set';
import type { MemoSpec } from './memo-spec';
import { describeMemo, type MemoScore, scoreMemo } from './score';

const PARTS: MemoSpec['part'][] = flag('part') ? [flag('part') as MemoSpec['part']] : ['tuning', 'held-out'];
const isVerbose = hasFlag('verbose');

if (!(await hasSox())) {
  say(
    'melody bench: sox renders the set and is missing; install it (apt-get install -y sox, brew install sox)',
  );
  process.exit(1);
}

say(`melody bench: rendering the set with sox (once); load average ${await loadAverage()}`);
const memos = await renderSet([...PARTS, 'timing']);
const transcriber = nodeTranscriber();
const started = performance.now();
await transcriber.transcribe(new Float32Array(22050));
say(`  TensorFlow.js (WASM) and the model loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

async function transcribeMemo(memo: RenderedMemo) {
  const pcm = decodeWav(readFileSync(memo.wav));
  const t0 = performance.now();
  const notes = await transcriber.transcribe(pcm);
  return { notes, seconds: (performance.now() - t0) / 1000, length: pcm.length / 22050 };
}

function reportPart(part: string, scores: MemoScore[]): void {
  const sum = (pick: (s: MemoScore) => number) => scores.reduce((total, s) => total + pick(s), 0);
  say(
    `  ${part}: ${scores.length} memos, ${sum((s) => s.phrasesTrue)} phrases, ${sum((s) => s.notesTrue)} notes`,
  );
  const right = sum((s) => Number(s.phrasesFound === s.phrasesTrue)) / scores.length;
  const withinOne = sum((s) => s.phrasesWithinOne) / sum((s) => s.phrasesTrue);
  report(`melody ${part}: phrase count right`, right, 'ratio', '≥ 0.90');
  report(`melody ${part}: phrases with notes ±1`, withinOne, 'ratio', '≥ 0.85');
  // A note is found when one of the same pitch starts within 80 ms of it.
  report(`melody ${part}: notes found`, sum((s) => s.notesMatched) / sum((s) => s.notesTrue), 'ratio');
  report(
    `melody ${part}: notes right of those given`,
    sum((s) => s.notesMatched) / sum((s) => s.notesFound),
    'ratio',
  );
}

let audioSeconds = 0;
let cpuSeconds = 0;
for (const part of PARTS) {
  const scores: MemoScore[] = [];
  for (const memo of memos.filter((m) => m.spec.part === part)) {
    const { notes, seconds, length } = await transcribeMemo(memo);
    audioSeconds += length;
    cpuSeconds += seconds;
    const phrases = phrasesOf(notes);
    scores.push(scoreMemo(memo.spec, phrases, notes));
    if (isVerbose) say(`  ${describeMemo(memo.spec, phrases)}`);
  }
  reportPart(part, scores);
}
say(`  ${audioSeconds.toFixed(0)} s of audio transcribed in ${cpuSeconds.toFixed(1)} s`);

const long = memos.find((m) => m.spec.part === 'timing');
if (long) {
  const before = await loadAverage();
  const cpu = process.cpuUsage();
  const { seconds, length } = await transcribeMemo(long);
  const { user, system } = process.cpuUsage(cpu);
  report(`melody ${length.toFixed(0)} s memo: Node (WASM, 1 thread)`, seconds, 's', '≤ 10');
  // One thread's CPU time: what the wall time would be on an idle core, whatever the neighbours do.
  report(`melody ${length.toFixed(0)} s memo: Node CPU time`, (user + system) / 1e6, 's');
  say(`  load average ${before} before, ${await loadAverage()} after (2 cores)`);
}

if (long && !hasFlag('no-browser')) {
  const mode = hasFlag('isolated') ? 'isolated' : 'plain';
  const recorded = memos.filter((m) => ['m01', 'm08', 'm18'].includes(m.spec.id));
  const browser = await openBrowser(mode, [long.wav, ...recorded.map((m) => m.wav)]);
  try {
    const cold = await browser.run(long.wav, { record: false });
    say(
      `  Chromium (${mode}): first 60 s memo ${(cold.transcribeMs / 1000).toFixed(1)} s with TensorFlow.js and the model loading`,
    );
    const before = await loadAverage();
    const warm = await browser.run(long.wav, { record: false });
    report(`melody 60 s memo: Chromium Web Worker (WASM)`, warm.transcribeMs / 1000, 's', '≤ 10');
    report(
      'melody 60 s memo: main-thread long tasks meanwhile',
      warm.longTasks + cold.longTasks,
      'count',
      '= 0',
    );
    say(`  decoding the 60 s WAV on the page took ${warm.decodeMs.toFixed(0)} ms; load average ${before}`);
    let right = 0;
    for (const memo of recorded) {
      const run = await browser.run(memo.wav, { record: true });
      const phrases = phrasesOf(run.notes);
      right += Number(phrases.length === memo.spec.phrases.length);
      say(`  ${run.mimeType}, ${(run.bytes / 1024).toFixed(0)} KB: ${describeMemo(memo.spec, phrases)}`);
    }
    report('melody Opus memos (MediaRecorder): phrase count right', right / recorded.length, 'ratio');
  } finally {
    await browser.close();
  }
}
