import { performance } from 'node:perf_hooks';
import type { ChatOutput, ChatTurn, WritingContext } from '@lyricist/shared/ai/contracts';
import { GENRES, MOODS } from '@lyricist/shared/moods-genres';
import { forgetReadings } from '../src/conversation/readings';
import { chat, storytellingDirector, title } from '../src/index';
import { HELD_OUT, type HeldOutConversation } from './chat-held-out/conversations';
import {
  framesOf,
  isGenericTitle,
  percentile,
  questionFits,
  questionsOf,
  writerVocabulary,
} from './chat-metrics';

/**
 * The theme chat over the held-out conversations (chat-held-out/): frame reuse, instructions
 * recognised, questions that fit, generic titles, warm timing. `--json` prints one JSON line;
 * `--show id,id` prints those conversations whole.
 */

const GREETING =
  "I'm here to understand your story and help you explore your emotions deeply. What's happening in your life right now that you'd like to express?";
const NOTHING_PINNED: WritingContext = { moods: [], genres: [], artists: [], songs: [] };
const LIST_NAMES = [...MOODS.map((m) => m.name), ...GENRES.map((g) => g.name)];

/** Echoing the writer's instruction in a quote is not recognising it. */
const unquoted = (reply: string) => reply.replace(/["\u201c][^"\u201d]*["\u201d]/g, ' ');

type Played = {
  conversation: HeldOutConversation;
  replies: ChatOutput[];
  title: string;
  ms: number[];
  cpu: number[];
};

function play(conversation: HeldOutConversation): Played {
  const history: ChatTurn[] = [{ role: 'assistant', content: GREETING }];
  const replies: ChatOutput[] = [];
  const ms: number[] = [];
  const cpu: number[] = [];
  // As a server meeting this conversation for the first time: earlier turns were read on their own turn.
  forgetReadings();
  for (const turn of conversation.turns) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const out = chat({ message: turn.text, history, context: NOTHING_PINNED });
    const used = process.cpuUsage(cpuStart);
    ms.push(performance.now() - start);
    // CPU time is what the call costs; wall time also counts other processes on a shared machine.
    cpu.push((used.user + used.system) / 1000);
    replies.push(out);
    history.push({ role: 'user', content: turn.text }, { role: 'assistant', content: out.content });
  }
  const themeData = replies[replies.length - 1]?.themeData ?? null;
  const storytelling = storytellingDirector({ history, themeData });
  return { conversation, replies, ms, cpu, title: title({ lyrics: '', themeData, storytelling }).title };
}

function measure(played: readonly Played[]) {
  let later = 0;
  let reused = 0;
  let instructions = 0;
  let recognised = 0;
  let questions = 0;
  let fitting = 0;
  for (const { conversation, replies } of played) {
    const vocab = writerVocabulary(
      conversation.turns.map((t) => t.text),
      LIST_NAMES,
    );
    const seen = new Set<string>();
    replies.forEach((reply, i) => {
      const frames = framesOf(reply.content, vocab);
      if (i > 0) {
        later++;
        if (frames.some((f) => seen.has(f))) reused++;
      }
      for (const f of frames) seen.add(f);
      for (const ins of conversation.turns[i]?.instructions ?? []) {
        instructions++;
        if (new RegExp(ins.shows, 'i').test(unquoted(reply.content))) recognised++;
      }
      for (const q of questionsOf(reply.content)) {
        questions++;
        if (questionFits(q, conversation.fits, conversation.misfits)) fitting++;
      }
    });
  }
  const generic = played.filter((p) => isGenericTitle(p.title, LIST_NAMES)).length;
  const share = (a: number, b: number) => (b === 0 ? 0 : Math.round((a / b) * 1000) / 1000);
  return {
    conversations: played.length,
    frameReuseRate: share(reused, later),
    instructionsRecognisedRate: share(recognised, instructions),
    instructions,
    questionFitRate: share(fitting, questions),
    questions,
    genericTitles: generic,
  };
}

function show(p: Played): void {
  console.log(`\n=== ${p.conversation.id}  (title: "${p.title}")`);
  p.conversation.turns.forEach((t, i) => {
    const r = p.replies[i];
    console.log(`\nWRITER: ${t.text}\nLYRICIST: ${r?.content}`);
    for (const s of r?.suggestions ?? []) console.log(`    ~ ${s}`);
  });
}

function main(): void {
  const args = process.argv.slice(2);
  HELD_OUT.forEach(play); // warm-up: dictionary, banks and parser loaded
  const runs = Array.from({ length: 5 }, () => HELD_OUT.map(play));
  const played = runs[0] as Played[];
  const times = runs.flatMap((r) => r.flatMap((p) => p.ms)).sort((a, b) => a - b);
  const cpuTimes = runs.flatMap((r) => r.flatMap((p) => p.cpu)).sort((a, b) => a - b);
  const long = `${HELD_OUT.map((c) => c.turns.map((t) => t.text).join(' ')).join(' ')}`.slice(0, 4000);
  const longStart = performance.now();
  chat({ message: long, history: [], context: NOTHING_PINNED });
  const report = {
    ...measure(played),
    warmP50Ms: Math.round(percentile(times, 50) * 10) / 10,
    warmP99Ms: Math.round(percentile(times, 99) * 10) / 10,
    warmCpuP50Ms: Math.round(percentile(cpuTimes, 50) * 10) / 10,
    warmCpuP99Ms: Math.round(percentile(cpuTimes, 99) * 10) / 10,
    calls: times.length,
    longMessageMs: Math.round((performance.now() - longStart) * 10) / 10,
  };
  if (args.includes('--json')) console.log(JSON.stringify(report));
  else console.table(report);
  const showAt = args.indexOf('--show');
  if (showAt >= 0) {
    const ids = (args[showAt + 1] ?? '').split(',');
    for (const p of played) if (ids.includes('all') || ids.includes(p.conversation.id)) show(p);
  }
}

main();
