import { ENGINE_AUTOCOMPLETE_BUDGET_MS, ENGINE_TASK_BUDGET_MS } from '@lyricist/shared/constants';
import {
  cutOffModel,
  fencedModel,
  grammarServer,
  noJsonSchemaServer,
  noResponseFormatServer,
  reasoningModel,
  slowModel,
  thinkingModel,
} from '@lyricist/test-support/fakes/misbehaving-models';
import { sampleChat, sampleStorytelling, sampleStyle } from '@lyricist/test-support/fakes/openai-samples';
import { type FakeOpenAi, startFakeOpenAi } from '@lyricist/test-support/fakes/openai-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_MODEL_SETTINGS, type ModelSettings } from '../../config/model-settings';
import { AppError } from '../../errors/app-error';
import { toErrorBody } from '../../errors/error-handler';
import { createEnginePool } from '../embedded/engine-pool';
import { createModelAi } from './provider';

let fake: FakeOpenAi;
let steps: string[];
// The engine's workers, as the app passes them; these tests make no engine call, so none starts.
const engine = createEnginePool({
  workers: 1,
  autocompleteBudgetMs: ENGINE_AUTOCOMPLETE_BUDGET_MS,
  taskBudgetMs: ENGINE_TASK_BUDGET_MS,
});
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.close();
  await engine.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  steps = [];
});

const ai = (settings: Partial<ModelSettings> = {}) =>
  createModelAi({
    baseUrl: fake.url,
    model: 'test-model',
    settings: { ...DEFAULT_MODEL_SETTINGS, ...settings },
    onStepDown: (what) => steps.push(what),
    engine,
  });
const context = { moods: [], genres: [], artists: [], songs: [] };
const turn = { message: 'My sister moved abroad', history: [], context };
const fullTurn = { ...sampleChat, storytelling: sampleStorytelling };

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return toErrorBody(error).body.error.message;
}

describe('model servers that misbehave like real ones', () => {
  it('takes the JSON out of a code fence with a sentence before it', async () => {
    fake.respond(fencedModel);
    expect(await ai().chatTurn(turn)).toEqual(fullTurn);
  });

  it('drops a <think> block before the JSON, even one holding braces', async () => {
    fake.respond(thinkingModel);
    expect(await ai().styleDirector(context)).toEqual(sampleStyle);
  });

  it('steps down to json_object after a 400 to json_schema, and stays there', async () => {
    fake.respond(noJsonSchemaServer);
    const model = ai();
    expect(await model.styleDirector(context)).toEqual(sampleStyle);
    expect(await model.chatTurn(turn)).toEqual(fullTurn);
    expect(fake.requests.map((r) => r.body.response_format?.type)).toEqual([
      'json_schema',
      'json_object',
      'json_object',
    ]);
    expect(steps).toEqual(['structured output (now json_object)']);
  });

  it('steps down once when two calls are refused at the same time', async () => {
    fake.respond(noJsonSchemaServer);
    const model = ai();
    await Promise.all([model.styleDirector(context), model.chatTurn(turn)]);
    await model.styleDirector(context);
    expect(fake.requests.at(-1)?.body.response_format?.type).toBe('json_object');
  });

  it('steps down to the prompt alone when every response_format is refused', async () => {
    fake.respond(noResponseFormatServer);
    expect(await ai().styleDirector(context)).toEqual(sampleStyle);
    expect(fake.requests.map((r) => r.body.response_format?.type ?? 'none')).toEqual([
      'json_schema',
      'json_object',
      'none',
    ]);
    // With no response_format the schema still reaches the model, in the system prompt.
    expect(fake.requests[2]?.body.messages[0]?.content).toContain('"rhymeScheme"');
  });

  it('never sends the length limits a grammar-building server refuses', async () => {
    fake.respond(grammarServer);
    expect(await ai().chatTurn(turn)).toEqual(fullTurn);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.body.response_format?.type).toBe('json_schema');
  });

  it('with AI_STRUCTURED_OUTPUT=off sends no response_format at all', async () => {
    fake.respond(noResponseFormatServer);
    expect(
      await ai({ structuredOutput: 'off' }).title({ lyrics: 'x', themeData: null, storytelling: null }),
    ).toEqual({ title: 'Porch Light' });
    expect(fake.requests).toHaveLength(1);
  });

  it('stops sending a temperature a reasoning model refuses', async () => {
    fake.respond(reasoningModel);
    const model = ai();
    expect(await model.chatTurn(turn)).toEqual(fullTurn);
    expect(await model.styleDirector(context)).toEqual(sampleStyle);
    expect(fake.requests.map((r) => r.body.temperature)).toEqual([0.8, undefined, undefined]);
    expect(steps).toEqual(['temperature']);
  });

  it('sends no temperature when the setting says omit', async () => {
    fake.respond(reasoningModel);
    expect(await ai({ temperatures: { creative: null, analytic: null } }).chatTurn(turn)).toEqual(fullTurn);
    expect(fake.requests).toHaveLength(1);
  });

  it('waits for a slow first token within the limit', async () => {
    fake.respond(slowModel(300));
    expect(await ai().styleDirector(context)).toEqual(sampleStyle);
  });

  it('gives up on a first token that comes too late, with its own sentence and no hang', async () => {
    fake.respond(slowModel(5_000));
    const started = Date.now();
    const message = await failure(ai({ timeouts: { autocompleteMs: 300, otherMs: 400 } }).chatTurn(turn));
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(message).toBe('The AI model did not answer within 0.4 seconds. Please try again.');
  });

  it('says so when a thinking model runs out of tokens before its answer', async () => {
    fake.respond(cutOffModel);
    expect(await failure(ai({ reasoningTokens: 1000 }).chatTurn(turn))).toBe(
      'The AI model ran out of room before finishing its answer. Please try again.',
    );
    expect(fake.requests[0]?.body.max_tokens).toBe(3500);
  });

  it('reports a 400 about nothing it can drop with the status, once', async () => {
    fake.respond(() => ({ status: 400, body: { error: { message: 'context length exceeded' } } }));
    expect(await failure(ai().styleDirector(context))).toBe(
      'The AI model answered with an error (HTTP 400). Please try again.',
    );
    expect(fake.requests).toHaveLength(1);
  });
});
