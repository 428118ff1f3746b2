import { PassThrough } from 'node:stream';
import { goodModel, sampleStyle } from '@lyricist/test-support/fakes/openai-samples';
import {
  type FakeOpenAi,
  type RecordedRequest,
  startFakeOpenAi,
  taskOf,
  upstreamError,
} from '@lyricist/test-support/fakes/openai-server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReferenceArtist, buildReferenceArtistsBody, buildSessionBody } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser, type SignedIn } from '../../../test/sign-in';
import { buildApp } from '../../app';

/**
 * The style director behind reference, mood and genre saves, with AI_PROVIDER=model against a real
 * local OpenAI-compatible server: the remote model is the only thing faked.
 */

let fake: FakeOpenAi;
let t: TestApp;
let app: FastifyInstance;
let user: SignedIn;
let logs = '';

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({ AI_PROVIDER: 'model', AI_BASE_URL: fake.url, AI_MODEL: 'test-model' });
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    logs += chunk.toString();
  });
  // A second app on the same database, with its logs kept to check the failure is reported.
  app = await buildApp({
    config: { ...t.config, logLevel: 'info' },
    database: t.database,
    logStream: stream,
  });
  user = await createUser(app);
});
afterAll(async () => {
  await app.close();
  await t.close();
  await fake.close();
});

const post = (url: string, body: unknown) =>
  app.inject({ method: 'POST', url, headers: user.headers, payload: body as object });

async function newSessionId(): Promise<string> {
  return (await post('/api/sessions', buildSessionBody())).json().sessionId;
}

describe('style director refresh on save', () => {
  it('sends the pinned names to the model and stores its answer on the session', async () => {
    fake.respond(goodModel);
    fake.requests.length = 0;
    const id = await newSessionId();
    await post(
      `/api/sessions/${id}/reference-artists`,
      buildReferenceArtistsBody([buildReferenceArtist({ name: 'Juniper Reyes' })]),
    );
    const res = await post(`/api/sessions/${id}/moods`, { moods: ['nostalgic'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().styleDirectorOutput).toEqual(sampleStyle);
    const asked = fake.requests.filter((r) => taskOf(r) === 'style-director');
    expect(asked).toHaveLength(2);
    const prompt = JSON.stringify(asked[1]?.body.messages);
    expect(prompt).toContain('Juniper Reyes');
    expect(prompt).toContain('nostalgic');
  });

  it('keeps the saved list (and the last director) and logs when the model fails', async () => {
    fake.respond(goodModel);
    const id = await newSessionId();
    await post(`/api/sessions/${id}/moods`, { moods: ['sad'] });
    fake.respond(() => upstreamError(500, 'model exploded', 'server_error'));

    const res = await post(`/api/sessions/${id}/genres`, { genres: ['folk', 'sea shanty'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      selectedGenres: ['folk', 'sea shanty'],
      styleDirectorOutput: sampleStyle,
    });
    const stored = await app.inject({ method: 'GET', url: `/api/sessions/${id}`, headers: user.headers });
    expect(stored.json().selectedGenres).toEqual(['folk', 'sea shanty']);
    expect(logs).toContain('style director refresh failed');
  });

  it('retries a failed refresh, and the next suggestion waits for it and is steered by it', async () => {
    let styleCalls = 0;
    fake.respond((request: RecordedRequest) => {
      // Only this session's list: an earlier test's failed refresh may still be retrying.
      if (!JSON.stringify(request.body.messages).includes('hopeful')) return goodModel(request);
      styleCalls++;
      return styleCalls === 1 ? upstreamError(503, 'overloaded', 'server_error') : goodModel(request);
    });
    const id = await newSessionId();
    const saved = await post(`/api/sessions/${id}/moods`, { moods: ['hopeful'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ selectedMoods: ['hopeful'], styleDirectorOutput: null });

    const lyrics = 'The porch light hums a song I almost know\n';
    const suggestion = await post(`/api/sessions/${id}/contextual-autocomplete`, {
      currentLyrics: lyrics,
      cursorPosition: lyrics.length,
    });
    expect(suggestion.json()).toMatchObject({ styleAvailable: true });
    expect(styleCalls).toBe(2);
    const stored = await app.inject({ method: 'GET', url: `/api/sessions/${id}`, headers: user.headers });
    expect(stored.json().styleDirectorOutput).toEqual(sampleStyle);
  });

  it('coalesces saves made while the model thinks: fewer calls, and the last one reads the last list', async () => {
    // The model takes 300 ms a director: the saves in the meantime wait for one more refresh.
    fake.respond((request: RecordedRequest) =>
      taskOf(request) === 'style-director'
        ? { slowFirstToken: 300, reply: goodModel(request) }
        : goodModel(request),
    );
    const id = await newSessionId();
    fake.requests.length = 0;
    const moods = ['calm', 'dreamy', 'hopeful', 'nostalgic', 'sad', 'tender'];
    // One pick every 50 ms, each sent before the last is answered.
    const saves = [];
    for (const [i] of moods.entries()) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      saves.push(post(`/api/sessions/${id}/moods`, { moods: moods.slice(0, i + 1) }));
    }
    const answers = await Promise.all(saves);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(moods.length).fill(200));

    const asked = fake.requests.filter((r) => taskOf(r) === 'style-director');
    expect(asked.length).toBeLessThan(moods.length);
    expect(JSON.stringify(asked.at(-1)?.body.messages)).toContain('tender');
    const stored = await app.inject({ method: 'GET', url: `/api/sessions/${id}`, headers: user.headers });
    expect(stored.json()).toMatchObject({ selectedMoods: moods, styleDirectorOutput: sampleStyle });
  });
});
