import { performance } from 'node:perf_hooks';

import type { ChatOutput, ChatTurn, WritingContext } from '@lyricist/shared/ai/contracts';
import { forgetReadings } from '../src/conversation/readings';
import { chat, storytellingDirector, title } from '../src/index';
import { namedReferences } from '../src/reading/references';

/** Playing a conversation through the theme chat, as the chat bench and the blind read both do. */

const GREETING =
  "I'm here to understand your story and help you explore your emotions deeply. What's happening in your life right now that you'd like to express?";
export const NOTHING_PINNED: WritingContext = { moods: [], genres: [], artists: [], songs: [] };

export type Conversation = { id: string; texts: string[] };
export type Run = {
  id: string;
  texts: string[];
  replies: ChatOutput[];
  /** The references the chat offers for each message (before the catalogue look-up), as names. */
  offered: string[][];
  title: string;
  ms: number[];
  cpu: number[];
};

/** Every writer message in order, each answered with the replies before it as history. */
export function playTexts({ id, texts }: Conversation): Run {
  const history: ChatTurn[] = [{ role: 'assistant', content: GREETING }];
  const replies: ChatOutput[] = [];
  const ms: number[] = [];
  const cpu: number[] = [];
  // As a server meeting this conversation for the first time: earlier turns were read on their own turn.
  forgetReadings();
  const offered: string[][] = [];
  for (const text of texts) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const out = chat({ message: text, history, context: NOTHING_PINNED });
    offered.push(namedReferences(text).artists);
    const used = process.cpuUsage(cpuStart);
    ms.push(performance.now() - start);
    // CPU time is what the call costs; wall time also counts other processes on a shared machine.
    cpu.push((used.user + used.system) / 1000);
    replies.push(out);
    history.push({ role: 'user', content: text }, { role: 'assistant', content: out.content });
  }
  const themeData = replies[replies.length - 1]?.themeData ?? null;
  const storytelling = storytellingDirector({ history, themeData });
  return {
    id,
    texts,
    replies,
    offered,
    ms,
    cpu,
    title: title({ lyrics: '', themeData, storytelling }).title,
  };
}
