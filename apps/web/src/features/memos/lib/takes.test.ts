import { describe, expect, it } from 'vitest';
import { leftTakes, TAKE_CHUNK_MS, type TakeChunk } from './takes';

const chunk = (takeId: string, index: number, at: number, text = `${takeId}-${index};`): TakeChunk => ({
  takeId,
  sessionId: 'session-1',
  index,
  chunk: new Blob([text], { type: 'audio/webm;codecs=opus' }),
  at,
});

// R-memo-2: a take cut off before Stop is still a memo on the next visit.
describe('leftTakes', () => {
  it('joins a cut-off take’s chunks in order, a second a chunk', async () => {
    const chunks = [chunk('a', 2, 52_000), chunk('a', 0, 50_000), chunk('a', 1, 51_000)];
    const [take, ...rest] = leftTakes(chunks, () => false);
    expect(rest).toEqual([]);
    expect(take).toMatchObject({ takeId: 'a', durationMs: 3 * TAKE_CHUNK_MS, recordedAt: 50_000 });
    expect(take?.audio.type).toBe('audio/webm;codecs=opus');
    expect(await take?.audio.text()).toBe('a-0;a-1;a-2;');
  });

  it('leaves a take that is still recording, here or in another tab', () => {
    const chunks = [chunk('cut', 0, 10_000), chunk('live', 0, 98_000), chunk('live', 1, 99_000)];
    const asked: { takeId: string; lastChunkAt: number }[] = [];
    const takes = leftTakes(chunks, (take) => {
      asked.push(take);
      return take.takeId === 'live';
    });
    expect(takes.map((t) => t.takeId)).toEqual(['cut']);
    expect(asked).toContainEqual({ takeId: 'live', lastChunkAt: 99_000 });
  });
});
