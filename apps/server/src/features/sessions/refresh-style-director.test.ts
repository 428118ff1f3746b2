import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReferenceArtist, buildReferenceArtistsBody, buildSessionBody } from '../../../test/factories';
import { goodModel, sampleStyle } from '../../../test/fakes/openai-samples';
import { type FakeOpenAi, startFakeOpenAi, taskOf, upstreamError } from '../../../test/fakes/openai-server';
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
});
