import { wordAnswerSchema } from '@lyricist/shared/words/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ModelApp, startModelApp } from '../../../test/model-app';
import { createUser } from '../../../test/sign-in';

/** The toolbox is the engine's phonetics, never the model's: the same answers with AI_PROVIDER=model. */
let model: ModelApp;
beforeAll(async () => {
  model = await startModelApp();
});
afterAll(() => model.close());

describe('the words routes with AI_PROVIDER=model', () => {
  it('answer from the embedded engine and never call the model', async () => {
    const writer = await createUser(model.t.app);
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      model.t.app.inject({ method, url, headers: writer.headers, ...(payload ? { payload } : {}) });
    await call('PUT', '/api/pronunciations/fire', { syllables: 1 });
    const fire = wordAnswerSchema.parse((await call('GET', '/api/words/fire')).json());
    expect(fire).toMatchObject({ syllables: 1, pronunciation: 'writer' });
    expect(fire.rhymes.perfect.flatMap((g) => g.words.map((e) => e.word))).toContain('desire');
    expect((await call('GET', '/api/words?rhymesWith=fire&means=want')).statusCode).toBe(200);
    expect((await call('POST', '/api/words/meter', { lyrics: 'fire' })).json()).toEqual({
      lines: [{ stress: '1' }],
    });
    expect(model.fake.requests).toHaveLength(0);
  });
});
