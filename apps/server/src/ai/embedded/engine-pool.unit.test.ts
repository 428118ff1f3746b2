import { prosody, storytellingDirector, styleDirector } from '@lyricist/lyric-engine';
import { afterAll, describe, expect, it } from 'vitest';
import { createEnginePool } from './engine-pool';

// Thousands of made-up lines: real work for any task, far more than a millisecond of it.
const STANZA = Array.from({ length: 5000 }, (_, i) => `la zo${i.toString(36)}`).join('\n');
const SMALL = 'I walk along the river bank\nThe water sings to me';

describe('the engine pool', () => {
  // One worker and a 1 ms autocomplete budget: any real autocomplete runs past it.
  const pool = createEnginePool({ workers: 1, autocompleteBudgetMs: 1, taskBudgetMs: 60_000 });
  afterAll(() => pool.close());

  it('answers as the engine does in process', async () => {
    expect(await pool.run('prosody', SMALL)).toEqual(prosody(SMALL));
  }, 60_000);

  it('stops a call over its budget with ai_busy, then answers again from a new worker', async () => {
    const input = {
      lyrics: STANZA,
      cursorPosition: STANZA.length,
      storytelling: storytellingDirector({
        history: [{ role: 'user', content: 'the last train home' }],
        themeData: null,
      }),
      style: styleDirector({ moods: ['Sad'], genres: [], artists: [], songs: [] }),
    };
    await expect(pool.run('autocomplete', input)).rejects.toMatchObject({ code: 'ai_busy', status: 503 });
    expect(await pool.run('prosody', SMALL)).toEqual(prosody(SMALL));
  }, 60_000);
});
