import { performance } from 'node:perf_hooks';

import { GENRES, MOODS } from '@lyricist/shared/moods-genres';
import { chat } from '../src/index';
import { genreAsMaterial, type HeardPlay, measureHeard } from './chat-heard';
import { HELD_OUT, type HeldOutConversation } from './chat-held-out/conversations';
import { CHAT_HELD_OUT_2 } from './chat-held-out-2/conversations';
import { CHAT_HELD_OUT_3 } from './chat-held-out-3/conversations';
import { CHAT_HELD_OUT_4 } from './chat-held-out-4/conversations';
import { CHAT_HELD_OUT_5 } from './chat-held-out-5/conversations';
import { CHAT_HELD_OUT_6 } from './chat-held-out-6/conversations';
import { CHAT_HELD_OUT_7 } from './chat-held-out-7/conversations';
import { CHAT_HELD_OUT_8 } from './chat-held-out-8/conversations';
import { CHAT_HELD_OUT_9 } from './chat-held-out-9/conversations';
import { CHAT_HELD_OUT_10 } from './chat-held-out-10/conversations';
import { CHAT_HELD_OUT_11 } from './chat-held-out-11/conversations';
import { CHAT_HELD_OUT_12 } from './chat-held-out-12/conversations';
import { CHAT_HELD_OUT_13 } from './chat-held-out-13/conversations';
import { CHAT_HELD_OUT_14 } from './chat-held-out-14/conversations';
import { CHAT_HELD_OUT_15 } from './chat-held-out-15/conversations';
import { CHAT_HELD_OUT_16 } from './chat-held-out-16/conversations';
import {
  framesOf,
  isGenericTitle,
  percentile,
  questionFits,
  questionsOf,
  writerVocabulary,
} from './chat-metrics';
import { NOTHING_PINNED, playTexts, type Run } from './chat-play';

/**
 * The theme chat over the held-out conversations: chat-held-out/ (frame reuse, instructions
 * recognised, questions that fit, generic titles, warm timing) and chat-held-out-2/ (issue 36: the
 * reply answers the newest message, style words named back and pinned, artists offered as references,
 * no style phrase as image, hook, title or line; see chat-heard.ts), chat-held-out-3/ (the same
 * figures on a set written before any tuning: a loss that is someone else's, turns told quietly, style
 * words and artists in lower case, genre words that are story; tuned on since the blind read of
 * 2026-11-27), chat-held-out-4/ (written before that tuning; its blind read's findings were fixed
 * since), chat-held-out-5/ (written after; read blind and fixed since 2026-11-27), chat-held-out-6/,
 * -7/ to -15/ (written 2026-11-28; each read blind, and fixed since) and chat-held-out-16/ (written the
 * same day, never read: only its figures print; CHAT_DEBUG=heldOut16 would read it).
 * `--json` prints one JSON line; `--show id,id` prints those conversations whole.
 */

const LIST_NAMES = [...MOODS.map((m) => m.name), ...GENRES.map((g) => g.name)];

/** Echoing the writer's instruction in a quote is not recognising it. */
const unquoted = (reply: string) => reply.replace(/["\u201c][^"\u201d]*["\u201d]/g, ' ');

type Played = Run & { conversation: HeldOutConversation };

const play = (conversation: HeldOutConversation): Played => ({
  conversation,
  ...playTexts({ id: conversation.id, texts: conversation.turns.map((t) => t.text) }),
});
/** The sets marked with the turn each message carries (chat-heard.ts), by the name the report uses. */
const HEARD_SETS = {
  heldOut2: CHAT_HELD_OUT_2,
  heldOut3: CHAT_HELD_OUT_3,
  heldOut4: CHAT_HELD_OUT_4,
  heldOut5: CHAT_HELD_OUT_5,
  heldOut6: CHAT_HELD_OUT_6,
  heldOut7: CHAT_HELD_OUT_7,
  heldOut8: CHAT_HELD_OUT_8,
  heldOut9: CHAT_HELD_OUT_9,
  heldOut10: CHAT_HELD_OUT_10,
  heldOut11: CHAT_HELD_OUT_11,
  heldOut12: CHAT_HELD_OUT_12,
  heldOut13: CHAT_HELD_OUT_13,
  heldOut14: CHAT_HELD_OUT_14,
  heldOut15: CHAT_HELD_OUT_15,
  heldOut16: CHAT_HELD_OUT_16,
};
const textsOf = (set: readonly HeardPlay['conversation'][]) =>
  set.map((c) => ({ id: c.id, texts: c.messages.map((m) => m.text) }));

function measure(played: readonly Played[]) {
  let instructions = 0;
  let recognised = 0;
  let questions = 0;
  let fitting = 0;
  for (const { conversation, replies } of played) {
    replies.forEach((reply, i) => {
      for (const ins of conversation.turns[i]?.instructions ?? []) {
        instructions++;
        if (new RegExp(ins.shows, 'i').test(unquoted(reply.content))) recognised++;
        else if (process.env.CHAT_DEBUG) console.log('MISSED', conversation.id, i, ins.shows);
      }
      for (const q of questionsOf(reply.content)) {
        questions++;
        if (questionFits(q, conversation.fits, conversation.misfits)) fitting++;
        else if (process.env.CHAT_DEBUG) console.log('MISFIT', conversation.id, i, q);
      }
    });
  }
  const generic = played.filter((p) => isGenericTitle(p.title, LIST_NAMES)).length;
  const share = (a: number, b: number) => (b === 0 ? 0 : Math.round((a / b) * 1000) / 1000);
  return {
    conversations: played.length,
    frameReuseRate: frameReuse(played),
    instructionsRecognisedRate: share(recognised, instructions),
    instructions,
    questionFitRate: share(fitting, questions),
    questions,
    genericTitles: generic,
  };
}

/** Later replies that reuse a sentence frame of an earlier reply in the same conversation. */
function frameReuse(runs: readonly Run[]): number {
  let later = 0;
  let reused = 0;
  for (const run of runs) {
    const vocab = writerVocabulary(run.texts, LIST_NAMES);
    const seen = new Set<string>();
    run.replies.forEach((reply, i) => {
      const frames = framesOf(reply.content, vocab);
      if (i > 0) {
        later++;
        if (frames.some((f) => seen.has(f))) reused++;
      }
      for (const f of frames) seen.add(f);
    });
  }
  return later === 0 ? 0 : Math.round((reused / later) * 1000) / 1000;
}

function timing(runs: readonly Run[][]) {
  const times = runs.flatMap((r) => r.flatMap((p) => p.ms)).sort((a, b) => a - b);
  const cpuTimes = runs.flatMap((r) => r.flatMap((p) => p.cpu)).sort((a, b) => a - b);
  const at = (list: number[], p: number) => Math.round(percentile(list, p) * 10) / 10;
  return {
    warmP50Ms: at(times, 50),
    warmP99Ms: at(times, 99),
    warmCpuP50Ms: at(cpuTimes, 50),
    warmCpuP99Ms: at(cpuTimes, 99),
    calls: times.length,
  };
}

function show(run: Run): void {
  console.log(`\n=== ${run.id}  (title: "${run.title}")`);
  run.texts.forEach((text, i) => {
    const r = run.replies[i];
    const offered = run.offered[i] ?? [];
    console.log(`\nWRITER: ${text}\nLYRICIST: ${r?.content}`);
    if (offered.length > 0) console.log(`    [reference: ${offered.join(', ')}]`);
    for (const s of r?.suggestions ?? []) console.log(`    ~ ${s}`);
  });
}

/** A marked set's figures (chat-heard.ts), over three plays for its timing. */
function heardReport(name: string, set: readonly HeardPlay['conversation'][]) {
  const texts = textsOf(set);
  texts.forEach(playTexts); // warm-up
  const runs = Array.from({ length: 3 }, () => texts.map(playTexts));
  const first = runs[0] as Run[];
  const heard: HeardPlay[] = first.map((run, i) => ({
    ...run,
    conversation: set[i] as HeardPlay['conversation'],
  }));
  return {
    report: {
      conversations: first.length,
      frameReuseRate: frameReuse(first),
      ...measureHeard(heard, process.env.CHAT_DEBUG === name),
      genericTitles: first.filter((r) => isGenericTitle(r.title, LIST_NAMES)).length,
      ...timing(runs),
    },
    first,
  };
}

function main(): void {
  const args = process.argv.slice(2);
  HELD_OUT.forEach(play); // warm-up: dictionary, banks and parser loaded
  const runs = Array.from({ length: 5 }, () => HELD_OUT.map(play));
  const played = runs[0] as Played[];
  const long = `${HELD_OUT.map((c) => c.turns.map((t) => t.text).join(' ')).join(' ')}`.slice(0, 4000);
  const longStart = performance.now();
  chat({ message: long, history: [], context: NOTHING_PINNED });
  const longMessageMs = Math.round((performance.now() - longStart) * 10) / 10;
  const heard = Object.entries(HEARD_SETS).map(([name, set]) => [name, heardReport(name, set)] as const);
  const report = {
    heldOut: {
      ...measure(played),
      genreAsImageHookTitleOrLine: played.reduce((n, p) => n + genreAsMaterial(p.replies, p.title), 0),
      ...timing(runs),
      longMessageMs,
    },
    ...Object.fromEntries(heard.map(([name, r]) => [name, r.report])),
  };
  if (args.includes('--json')) console.log(JSON.stringify(report));
  else console.log(JSON.stringify(report, null, 2));
  const showAt = args.indexOf('--show');
  if (showAt >= 0) {
    const ids = (args[showAt + 1] ?? '').split(',');
    const wanted = (id: string) => ids.includes('all') || ids.includes(id);
    for (const p of played) if (wanted(p.conversation.id)) show(p);
    for (const [, r] of heard) for (const run of r.first) if (wanted(run.id)) show(run);
  }
}

main();
