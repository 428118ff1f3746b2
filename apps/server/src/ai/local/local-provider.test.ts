import { copyFile, mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { autocomplete, formTarget, lastWord, RHYME_GRADE_FLOOR, rhymeGrade } from '@lyricist/lyric-engine';
import { DEFAULT_MODEL_PATH, type LoadedModel, loadLlamaModel, writeLine } from '@lyricist/lyric-model';
import type { Session } from '@lyricist/shared/sessions/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSessionBody } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser, type SignedIn } from '../../../test/sign-in';

/**
 * AI_PROVIDER=local through HTTP: the model loads in the background, /api/health says who writes,
 * and whenever the model cannot write (no file, a damaged file, a line past its budget) the
 * engine's line answers. The real model (`npm run model:fetch`, run by `npm test`) writes the rest.
 */
const MODEL = path.resolve(DEFAULT_MODEL_PATH);
const LYRICS = 'I left the porch light burning through the night\n';

function client(t: TestApp) {
  const send = (user: SignedIn, method: 'GET' | 'POST', url: string, body?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    health: async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).json().ai,
    /** A session with a mood (and a story told in the chat, unless `told` is false), and its ghost text at the end of LYRICS. */
    async suggest(told = true): Promise<{ suggestion: string; session: Session }> {
      const user = await createUser(t.app);
      const created: Session = (
        await send(user, 'POST', '/api/sessions', buildSessionBody({ lyrics: LYRICS }))
      ).json();
      const id = created.sessionId;
      if (told)
        await send(user, 'POST', '/api/chat', {
          message: 'My brother moved out west and I keep his porch light on',
          sessionId: id,
        });
      await send(user, 'POST', `/api/sessions/${id}/moods`, { moods: ['nostalgic'] });
      // The style director follows the pinned mood in its own step (ADR 042); the editor asks for
      // ghost text once the session has a director, and so does this writer.
      await expect
        .poll(async () => (await send(user, 'GET', `/api/sessions/${id}`)).json().styleDirectorOutput, {
          timeout: 30_000,
        })
        .not.toBeNull();
      const res = await send(user, 'POST', `/api/sessions/${id}/contextual-autocomplete`, {
        currentLyrics: LYRICS,
        cursorPosition: LYRICS.length,
      });
      expect(res.statusCode).toBe(200);
      const session: Session = (await send(user, 'GET', `/api/sessions/${id}`)).json();
      return { suggestion: res.json().suggestion, session };
    },
  };
}

/** The song at the cursor with the session's directors, as the provider gets it. */
const inputOf = (session: Session) => ({
  lyrics: LYRICS,
  cursorPosition: LYRICS.length,
  storytelling: session.storytellingDirectorOutput,
  style: session.styleDirectorOutput,
  rhymeScheme: session.rhymeScheme,
});

/** The engine's own line for the same song and directors, computed here. */
const engineLine = (session: Session) => autocomplete(inputOf(session)).suggestion;

async function appWith(env: Record<string, string>) {
  const t = await createTestApp({ AI_PROVIDER: 'local', AI_LOCAL_THREADS: '1', ...env });
  return { t, api: client(t) };
}

describe('a local model that cannot load', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lyricist-model-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('with no file: health says so and the engine writes the line', async () => {
    const { t, api } = await appWith({ MODEL_PATH: path.join(dir, 'missing.gguf') });
    await expect
      .poll(api.health, { timeout: 20_000 })
      .toEqual({ provider: 'local', model: 'unavailable', writer: 'engine' });
    const { suggestion, session } = await api.suggest();
    expect(suggestion).not.toBe('');
    expect(suggestion).toBe(engineLine(session));
    await t.close();
  });

  it('with a truncated file: never loaded, and the engine writes the line', async () => {
    const truncated = path.join(dir, 'truncated.gguf');
    const source = await open(MODEL);
    const head = Buffer.alloc(1 << 20);
    await source.read(head, 0, head.length, 0);
    await source.close();
    const target = await open(truncated, 'w');
    await target.write(head);
    await target.close();
    const { t, api } = await appWith({ MODEL_PATH: truncated });
    await expect
      .poll(api.health, { timeout: 20_000 })
      .toMatchObject({ model: 'unavailable', writer: 'engine' });
    const { suggestion, session } = await api.suggest();
    expect(suggestion).toBe(engineLine(session));
    await t.close();
  });

  it('with a file of the right size but other bytes: refused by its digest', async () => {
    const corrupt = path.join(dir, 'corrupt.gguf');
    await copyFile(MODEL, corrupt);
    const file = await open(corrupt, 'r+');
    await file.write(Buffer.from('not the model'), 0, 13, 4096);
    await file.close();
    const { t, api } = await appWith({ MODEL_PATH: corrupt });
    await expect
      .poll(api.health, { timeout: 20_000 })
      .toMatchObject({ model: 'unavailable', writer: 'engine' });
    await t.close();
  });
});

describe('the real local model', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let model: LoadedModel;
  beforeAll(async () => {
    ({ t, api } = await appWith({ MODEL_PATH: MODEL, AI_LOCAL_BUDGET_MS: '30000' }));
    // The same model in this process, with the same thread count: its lines are the provider's.
    model = await loadLlamaModel(MODEL, 1);
  });
  afterAll(async () => {
    await model.close();
    await t.close();
  });

  it("loads in the background while the engine answers, then shows the model's line, which keeps the rhyme", async () => {
    expect((await api.health()).provider).toBe('local');
    await expect
      .poll(api.health, { timeout: 60_000 })
      .toEqual({ provider: 'local', model: 'ready', writer: 'model' });
    // No story: the prompt is the song alone, a context the model has a line for.
    const { suggestion, session } = await api.suggest(false);
    // The form the engine reads here asks the second line to answer the first.
    expect(formTarget(inputOf(session)).partner).toBe(LYRICS.trim());
    const written = await writeLine(inputOf(session), model);
    expect(written, 'the model has a line for this song').not.toBeNull();
    expect(suggestion).toBe(written?.suggestion);
    expect(rhymeGrade(lastWord(suggestion) ?? '', 'night')).toBeGreaterThanOrEqual(RHYME_GRADE_FLOOR);
  });
});

describe('a local model past its budget', () => {
  it("answers the engine's line", async () => {
    const { t, api } = await appWith({ MODEL_PATH: MODEL, AI_LOCAL_BUDGET_MS: '1' });
    await expect.poll(api.health, { timeout: 60_000 }).toMatchObject({ model: 'ready' });
    const { suggestion, session } = await api.suggest();
    expect(suggestion).toBe(engineLine(session));
    await t.close();
  });
});
