import { describe, expect, it } from 'vitest';
import { chat } from '../chat/index';
import { chatTurn } from './chat-turn';

const NOTHING_PINNED = { moods: [], genres: [], artists: [], songs: [] };

describe('chatTurn', () => {
  it("answers as the chat does and directs the story from the writer's newest message", () => {
    const input = {
      message: 'My dad sold the farm last spring and I never said goodbye to the old red barn.',
      history: [],
      context: NOTHING_PINNED,
    };
    const turn = chatTurn(input);
    expect(turn.content).toBe(chat(input).content);
    expect(turn.storytelling.images).toEqual(['farm', 'old red barn']);
    expect(turn.storytelling.situation).toMatch(/^My dad sold the farm last spring\./);
  });
});
