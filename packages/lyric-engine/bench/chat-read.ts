import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRng } from '../src/util/random';
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
import { playTexts } from './chat-play';

/**
 * A blind read of the theme chat (issue 36): figures say whether a reply repeats the writer's words;
 * only a reader says whether it answers what they just said, and whether they would click one of the
 * lines under it. A reader who knows which reply is new reads what they hope to see.
 *
 *   npm run bench:chat-read -- dump old.json   (on the chat before the change: a worktree of that commit)
 *   npm run bench:chat-read -- dump new.json   (after it)
 *   npm run bench:chat-read -- pairs old.json new.json dir
 *   npm run bench:chat-read -- score dir/key.json judged.jsonl
 *
 * `dump` plays chat-held-out-16, the set never read (`--set=chat-held-out-15` plays another). `pairs` writes dir/read.md:
 * every writer message with the messages before it, and the two replies to it, each with its lines, as
 * A and B in a seeded random order (the same reply twice when the change left it alone), and dir/key.json.
 * A reader answers each item in judged.jsonl without the key, one line per item:
 * {"id": "pilaf-2", "answersA": true, "answersB": false, "clickA": false, "clickB": true}.
 * `score` prints, for the old and the new chat, the share of replies that answer the newest message and
 * the share with a line the reader would click.
 */

type Reply = { content: string; lines: string[] };
type Dump = { set: string; conversations: { id: string; texts: string[]; replies: Reply[] }[] };
type Key = Record<string, { A: 'old' | 'new'; B: 'old' | 'new' }>;
type Judged = { id: string; answersA: boolean; answersB: boolean; clickA: boolean; clickB: boolean };

const SETS = {
  'chat-held-out-2': CHAT_HELD_OUT_2,
  'chat-held-out-3': CHAT_HELD_OUT_3,
  'chat-held-out-4': CHAT_HELD_OUT_4,
  'chat-held-out-5': CHAT_HELD_OUT_5,
  'chat-held-out-6': CHAT_HELD_OUT_6,
  'chat-held-out-7': CHAT_HELD_OUT_7,
  'chat-held-out-8': CHAT_HELD_OUT_8,
  'chat-held-out-9': CHAT_HELD_OUT_9,
  'chat-held-out-10': CHAT_HELD_OUT_10,
  'chat-held-out-11': CHAT_HELD_OUT_11,
  'chat-held-out-12': CHAT_HELD_OUT_12,
  'chat-held-out-13': CHAT_HELD_OUT_13,
  'chat-held-out-14': CHAT_HELD_OUT_14,
  'chat-held-out-15': CHAT_HELD_OUT_15,
  'chat-held-out-16': CHAT_HELD_OUT_16,
};

function dump(file: string, name: keyof typeof SETS): void {
  const set = SETS[name];
  const out: Dump = {
    set: name,
    conversations: set.map((c) => {
      const run = playTexts({ id: c.id, texts: c.messages.map((m) => m.text) });
      return {
        id: c.id,
        texts: run.texts,
        replies: run.replies.map((r) => ({ content: r.content, lines: r.suggestions })),
      };
    }),
  };
  writeFileSync(file, `${JSON.stringify(out, null, 1)}\n`);
  console.log(`${out.conversations.length} conversations of ${out.set} written to ${file}`);
}

const replyText = (label: string, r: Reply) =>
  [`**${label}:** ${r.content}`, ...r.lines.map((l) => `    - ${l}`)].join('\n');

function pairs(oldFile: string, newFile: string, dir: string): void {
  const before = JSON.parse(readFileSync(oldFile, 'utf8')) as Dump;
  const after = JSON.parse(readFileSync(newFile, 'utf8')) as Dump;
  const rng = createRng(36);
  const key: Key = {};
  const md: string[] = [
    `# Chat replies to read (${after.set})`,
    '',
    'Each item is one message a songwriter sent to a co-writing assistant, after the messages above it,',
    'and two replies to it, A and B. For each reply answer two questions as that songwriter:',
    '1. Does it answer what I just said (the newest message), before anything else?',
    '2. Would I click one of the lines under it (a line I might keep in my song)? No lines: no.',
    '',
  ];
  after.conversations.forEach((conversation, c) => {
    const old = before.conversations[c];
    if (!old || old.id !== conversation.id) throw new Error(`The dumps differ at ${conversation.id}`);
    md.push(`## ${conversation.id}`, '');
    conversation.texts.forEach((text, i) => {
      const id = `${conversation.id}-${i}`;
      const flip = rng() < 0.5;
      key[id] = flip ? { A: 'new', B: 'old' } : { A: 'old', B: 'new' };
      const [first, second] = [old.replies[i] as Reply, conversation.replies[i] as Reply];
      const [a, b] = flip ? [second, first] : [first, second];
      md.push(`### ${id}`, '', ...conversation.texts.slice(0, i).map((t) => `> earlier: ${t}`));
      md.push(`> **newest:** ${text}`, '', replyText('A', a), '', replyText('B', b), '');
    });
  });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'read.md'), md.join('\n'));
  writeFileSync(join(dir, 'key.json'), `${JSON.stringify(key, null, 1)}\n`);
  console.log(`${Object.keys(key).length} items written to ${join(dir, 'read.md')}`);
}

function score(keyFile: string, judgedFile: string): void {
  const key = JSON.parse(readFileSync(keyFile, 'utf8')) as Key;
  const judged = readFileSync(judgedFile, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Judged);
  const tally = { old: { answers: 0, click: 0 }, new: { answers: 0, click: 0 } };
  let n = 0;
  for (const j of judged) {
    const k = key[j.id];
    if (!k) continue;
    n++;
    if (j.answersA) tally[k.A].answers++;
    if (j.answersB) tally[k.B].answers++;
    if (j.clickA) tally[k.A].click++;
    if (j.clickB) tally[k.B].click++;
  }
  const rate = (x: number) => Math.round((x / Math.max(1, n)) * 1000) / 1000;
  console.table({
    old: { replies: n, answersNewest: rate(tally.old.answers), wouldClickALine: rate(tally.old.click) },
    new: { replies: n, answersNewest: rate(tally.new.answers), wouldClickALine: rate(tally.new.click) },
  });
}

const [command, a = '', b = '', c = ''] = process.argv.slice(2);
const setName = (process.argv.find((x) => x.startsWith('--set='))?.slice('--set='.length) ??
  'chat-held-out-16') as keyof typeof SETS;
if (command === 'dump') dump(a, SETS[setName] ? setName : 'chat-held-out-16');
else if (command === 'pairs') pairs(a, b, c);
else if (command === 'score') score(a, b);
else console.log('usage: bench:chat-read -- dump FILE | pairs OLD NEW DIR | score KEY JUDGED');
