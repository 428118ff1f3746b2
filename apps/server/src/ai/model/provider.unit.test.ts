import { prosody } from '@lyricist/lyric-engine';
import { ENGINE_AUTOCOMPLETE_BUDGET_MS, ENGINE_TASK_BUDGET_MS } from '@lyricist/shared/constants';
import {
  goodModel,
  sampleChat,
  sampleStorytelling,
  sampleStyle,
} from '@lyricist/test-support/fakes/openai-samples';
import {
  answer,
  completion,
  type FakeOpenAi,
  startFakeOpenAi,
  taskOf,
  upstreamError,
} from '@lyricist/test-support/fakes/openai-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_MODEL_SETTINGS } from '../../config/model-settings';
import { AppError } from '../../errors/app-error';
import { toErrorBody } from '../../errors/error-handler';
import { createEnginePool } from '../embedded/engine-pool';
import { createModelAi } from './provider';

let fake: FakeOpenAi;
// The engine's workers, as the app passes them: prosody and the form check run there.
const engine = createEnginePool({
  workers: 1,
  autocompleteBudgetMs: ENGINE_AUTOCOMPLETE_BUDGET_MS,
  taskBudgetMs: ENGINE_TASK_BUDGET_MS,
});
beforeAll(async () => {
  fake = await startFakeOpenAi();
  // Loading the engine in its worker takes seconds: not inside the timed tests.
  await engine.run('prosody', 'warm');
}, 60_000);
afterAll(async () => {
  await fake.close();
  await engine.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.respond(goodModel);
});

const ai = () => createModelAi({ baseUrl: fake.url, apiKey: 'k', model: 'test-model', engine });
const context = { moods: ['nostalgic'], genres: ['folk'], artists: ['Marlow Vance'], songs: [] };
const lyrics = 'The porch light hums a song I almost know\nAnd every ';

/** The error a failing call rejects with, and the HTTP answer our error handler makes of it. */
async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return toErrorBody(error);
}

describe('model provider: good answers', () => {
  it('runs a chat turn in one call and sends the model, key, history and pinned context', async () => {
    const history = [
      { role: 'user' as const, content: 'My sister moved abroad' },
      { role: 'assistant' as const, content: 'What did the airport feel like?' },
    ];
    const out = await ai().chatTurn({ message: 'Cold, and too bright', history, context });
    expect(out).toEqual({ ...sampleChat, storytelling: sampleStorytelling });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer k');
    expect(request?.body.model).toBe('test-model');
    expect(request?.body.response_format?.type).toBe('json_schema');
    const [system, ...turns] = request?.body.messages ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Moods: nostalgic');
    expect(system?.content).toContain('Reference artists: Marlow Vance');
    expect(system?.content).toContain('"themeData"');
    expect(system?.content).toContain('"storytelling"');
    // Earlier replies travel as a transcript: prose assistant turns would invite a prose answer.
    expect(turns).toEqual([
      {
        role: 'user',
        content:
          "Conversation so far:\nWriter: My sister moved abroad\nPartner: What did the airport feel like?\n\nThe writer's new message:\nCold, and too bright",
      },
    ]);
  });

  it('answers each director and the title from the model, prosody from the CMU dictionary', async () => {
    const model = ai();
    expect(await model.storytellingDirector({ history: [], themeData: sampleChat.themeData })).toEqual(
      sampleStorytelling,
    );
    expect(await model.styleDirector(context)).toEqual(sampleStyle);
    expect(await model.title({ lyrics, themeData: null, storytelling: sampleStorytelling })).toEqual({
      title: 'Porch Light',
    });
    expect(await model.prosody(lyrics)).toEqual(prosody(lyrics));
    expect(fake.requests.map(taskOf)).toEqual(['storytelling-director', 'style-director', 'title']);
  });

  it('autocompletes from the cursor and keeps one line without the words already typed', async () => {
    fake.respond(() => answer({ suggestion: 'And every moth remembers where to go\nand then some more' }));
    const out = await ai().autocomplete({
      lyrics,
      cursorPosition: lyrics.length,
      storytelling: sampleStorytelling,
      style: null,
    });
    expect(out).toEqual({ suggestion: 'moth remembers where to go' });
    const prompt = fake.requests[0]?.body.messages.at(-1)?.content ?? '';
    expect(prompt).toContain('Words already typed on the cursor\'s line: "And every"');
    expect(prompt).toContain('Style director: none');
  });

  it('keeps a title to its words: no quotes, no full stop', async () => {
    fake.respond(() => answer({ title: '"Porch Light Blues."' }));
    expect(await ai().title({ lyrics, themeData: null, storytelling: null })).toEqual({
      title: 'Porch Light Blues',
    });
  });
});

describe('model provider: failures are a 502 with a clear sentence', () => {
  it('refuses content that is not JSON', async () => {
    fake.respond(() => completion('Sure! Here is your title: Porch Light'));
    const { status, body } = await failure(ai().title({ lyrics, themeData: null, storytelling: null }));
    expect(status).toBe(502);
    expect(body).toEqual({
      error: {
        code: 'ai_provider_failed',
        message: 'The AI model gave an answer we could not use. Please try again.',
      },
    });
  });

  it('refuses JSON that breaks the contract (five suggestions, a weight above 1)', async () => {
    fake.respond(() =>
      answer({ ...sampleChat, storytelling: sampleStorytelling, suggestions: ['a', 'b', 'c', 'd', 'e'] }),
    );
    expect((await failure(ai().chatTurn({ message: 'hi', history: [], context }))).status).toBe(502);
    fake.respond(() =>
      answer({
        ...sampleChat,
        storytelling: sampleStorytelling,
        themeData: { ...sampleChat.themeData, emotions: [{ name: 'x', weight: 3 }] },
      }),
    );
    expect((await failure(ai().chatTurn({ message: 'hi', history: [], context }))).status).toBe(502);
  });

  it('refuses an answer over a length limit the model was not sent', async () => {
    fake.respond(() => answer({ title: 'x'.repeat(81) }));
    const { status } = await failure(ai().title({ lyrics, themeData: null, storytelling: null }));
    expect(status).toBe(502);
    expect(JSON.stringify(fake.requests[0]?.body)).not.toMatch(/maxLength|maxItems/);
  });

  it('refuses text the database could not store (NUL)', async () => {
    fake.respond(() => answer({ title: 'Porch\u0000Light' }));
    const { body } = await failure(ai().title({ lyrics, themeData: null, storytelling: null }));
    expect(body.error.code).toBe('ai_provider_failed');
  });

  it('gives up after the timeout instead of waiting for a hung model', async () => {
    fake.respond(() => ({ hang: true }));
    const model = createModelAi({
      baseUrl: fake.url,
      model: 'test-model',
      settings: { ...DEFAULT_MODEL_SETTINGS, timeouts: { autocompleteMs: 200, otherMs: 400 } },
      engine,
    });
    const started = Date.now();
    const { status, body } = await failure(
      model.autocomplete({ lyrics, cursorPosition: 0, storytelling: sampleStorytelling, style: null }),
    );
    expect(Date.now() - started).toBeLessThan(2000);
    expect(status).toBe(502);
    expect(body.error.message).toBe('The AI model did not answer within 0.2 seconds. Please try again.');
    const slow = await failure(model.title({ lyrics, themeData: null, storytelling: null }));
    expect(slow.body.error.message).toContain('within 0.4 seconds');
  });

  it('reports an upstream 429 once, without retrying and without its body', async () => {
    fake.respond(() =>
      upstreamError(429, 'Rate limit reached for test-model (secret-org-id)', 'rate_limit_exceeded'),
    );
    const { status, body } = await failure(ai().styleDirector(context));
    expect(status).toBe(502);
    expect(body.error.message).toBe(
      'The AI model is receiving too many requests right now. Please try again shortly.',
    );
    expect(JSON.stringify(body)).not.toContain('secret-org-id');
    expect(fake.requests).toHaveLength(1);
  });

  it('reports other upstream errors with their status', async () => {
    fake.respond(() => upstreamError(404, 'The model `test-model` does not exist', 'model_not_found'));
    const { body } = await failure(ai().styleDirector(context));
    expect(body.error.message).toBe('The AI model answered with an error (HTTP 404). Please try again.');
  });

  it('reports a model it cannot reach', async () => {
    const gone = await startFakeOpenAi();
    await gone.close();
    const model = createModelAi({ baseUrl: gone.url, model: 'test-model', engine });
    const { body } = await failure(model.chatTurn({ message: 'hi', history: [], context }));
    expect(body.error.message).toBe('The AI model could not be reached. Please try again.');
  });
});
