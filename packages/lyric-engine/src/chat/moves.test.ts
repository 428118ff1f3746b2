import type { ChatTurn } from '@lyricist/shared/ai/contracts';
import { describe, expect, it } from 'vitest';
import { readConversation } from '../conversation/readings';
import { songState } from '../conversation/song-state';
import { createRng } from '../util/random';
import { PERMISSION_FRAMES } from './asked-lead';
import type { Frame } from './frames';
import { chat } from './index';
import { FOLLOW_FRAMES, LEAD_FRAMES } from './lead';
import { chooseMove } from './moves';
import { QUESTION_FRAMES } from './questions';
import { HOOK, REFLECT, SAID_BACK, TENSION } from './reflect-frames';
import { REQUEST_FRAMES } from './request-lead';
import { STYLE_FRAMES } from './style-offer';

const NO_CONTEXT = { moods: [], genres: [], artists: [], songs: [] };
const FARM =
  "My dad sold our family farm last spring. I keep thinking about the smell of hay and the old red barn, and how quiet he's been since.";
const STYLE = 'I want it to feel like a slow folk song, not sad exactly, more like grateful.';

const stateOf = (newestFirst: string[], spoken: string[] = []) =>
  songState(readConversation(newestFirst), spoken);

function converse(messages: readonly string[]): string[] {
  const history: ChatTurn[] = [];
  const replies: string[] = [];
  for (const message of messages) {
    const { content } = chat({ message, history, context: NO_CONTEXT });
    replies.push(content);
    history.push({ role: 'user', content: message }, { role: 'assistant', content });
  }
  return replies;
}

describe('the move a reply makes', () => {
  it('reflects the story first, confirms a style instruction, names a tension', () => {
    expect(chooseMove(stateOf([FARM]))).toBe('reflect');
    expect(chooseMove(stateOf([STYLE, FARM]))).toBe('style');
    expect(chooseMove(stateOf(["I'm not angry at him, just tired.", FARM]))).toBe('tension');
  });
  it('offers a hook from the newest message once the song has phrases, and only once', () => {
    const story = ['He still parks by the gate, every single Sunday.', STYLE, FARM];
    expect(chooseMove(stateOf(story))).toBe('hook');
    // An earlier message's phrase is not a hook for a message that has none of its own.
    expect(
      chooseMove(stateOf(['He never said a word about the barn after that day.', STYLE, FARM])),
    ).not.toBe('hook');
    const offered = 'What if "the old red barn" is the line everything comes back to?';
    expect(chooseMove(stateOf(story, [offered]))).not.toBe('hook');
  });
});

describe('the reply', () => {
  it('offers the genre from the shared list and never quotes the instruction as imagery', () => {
    const [, second] = converse([FARM, STYLE]);
    expect(second).toMatch(/\bFolk\b.*Genre/);
    expect(second).toMatch(/grateful/i);
    expect(second).not.toMatch(/the song and|"I want it/);
  });
  it('asks a question that fits a father and a farm, not a breakup', () => {
    for (const reply of converse([
      FARM,
      STYLE,
      'He still drives out there some Sundays and just parks by the gate.',
    ]))
      expect(reply).not.toMatch(/knew it was over|gave you away|free from/);
  });
  it('never says the same frame twice in a conversation', () => {
    const replies = converse([
      FARM,
      STYLE,
      'He still drives out there some Sundays and parks by the gate.',
      'Mom says he keeps the keys to the barn in his coat pocket.',
      'Make it a chorus I can sing to him.',
      'The new owners painted the barn white.',
    ]);
    const frames = [
      ...REFLECT,
      ...TENSION,
      ...HOOK,
      ...SAID_BACK,
      ...QUESTION_FRAMES,
      ...STYLE_FRAMES,
    ] as Frame<never>[];
    for (const frame of frames) {
      const saying = replies.filter((r) => r.toLowerCase().includes(frame.mark.toLowerCase()));
      expect(saying.length, frame.mark).toBeLessThanOrEqual(1);
    }
  });
  it('every frame shows its mark, so it is recognised when said again', () => {
    const slots = {
      person: 'your dad',
      pronoun: 'he',
      image: 'the barn',
      image2: 'the hay',
      place: 'Ohio',
      time: 'last spring',
      event: 'your dad sold the farm',
      news: 'your dad sold the farm',
      phrase: 'sold the farm',
      theme: 'home',
      a: 'sad',
      b: 'grateful',
      kind: 'feelings',
      hook: 'sold the farm',
      title: 'Red Barn',
      value: 'Folk',
      not: 'sad',
      said: 'rnb',
      pins: 'R&B under Genre',
      nearest: 'The nearest pin is',
      clause: 'your dad sold the farm',
      part: 'chorus',
      words: 'come home',
      what: 'his voicemail',
      verb: 'know',
      says: 'that you are fine',
      who: 'her',
      whoDoes: 'she',
    };
    const rng = createRng(1);
    for (const frame of [
      ...REFLECT,
      ...HOOK,
      ...SAID_BACK,
      ...QUESTION_FRAMES,
      ...STYLE_FRAMES,
      ...LEAD_FRAMES,
      ...PERMISSION_FRAMES,
      ...FOLLOW_FRAMES,
      ...REQUEST_FRAMES,
    ] as Frame<typeof slots>[]) {
      for (const variant of [
        slots,
        { ...slots, not: undefined },
        { ...slots, event: undefined, value: 'chorus' },
      ]) {
        const text = frame.say(variant as typeof slots);
        if (text) expect(text.toLowerCase(), frame.mark).toContain(frame.mark.toLowerCase());
      }
    }
    for (const kind of ['feelings', 'numbers', 'but'] as const)
      for (const both of [false, true]) {
        for (const frame of TENSION) {
          const text = frame.say({ a: 'one', b: 'two', kind, both });
          if (text) expect(text.toLowerCase()).toContain(frame.mark.toLowerCase());
        }
      }
    expect(rng()).toBeGreaterThanOrEqual(0);
  });
});
