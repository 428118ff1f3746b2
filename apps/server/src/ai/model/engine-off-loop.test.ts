import { MAX_LYRICS_CHARS } from '@lyricist/shared/constants';
import type { Session } from '@lyricist/shared/sessions/contracts';
import { goodModel } from '@lyricist/test-support/fakes/openai-samples';
import { answer, type RecordedRequest, taskOf } from '@lyricist/test-support/fakes/openai-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSessionBody } from '../../../test/factories';
import { type ModelApp, resetModel, startModelApp } from '../../../test/model-app';
import { createUser, type SignedIn } from '../../../test/sign-in';

/**
 * With AI_PROVIDER=model the engine's share of the work (the form check of the model's lines, the
 * engine's own line when none keeps the form, prosody) runs in the engine's worker pool, never on
 * the request loop. The proof: the pool stops a call past its time budget with 503 `ai_busy`, so
 * with a 1 ms budget a call made in the pool is refused, where one made on the loop would answer.
 */

const CONSONANTS = 'bcdfghjklmnprstvwxz';
const madeUpWord = (n: number): string =>
  (n >= CONSONANTS.length ? madeUpWord(Math.floor(n / CONSONANTS.length)) : '') +
  CONSONANTS[n % CONSONANTS.length];
/**
 * Made-up lines that rhyme with nothing, as many as the lyrics limit holds, the cursor on a line the
 * scheme asks to rhyme: a tenth of a second of the engine's work, where a candidate is judged in
 * microseconds. (bench/lib/abuse-inputs.ts has it among the worst inputs.)
 */
const LINES = Array.from({ length: Math.floor(MAX_LYRICS_CHARS / 8) }, (_, i) => `zo${madeUpWord(i)}\n`);
const LONG_SONG = LINES.slice(0, LINES.length - ((LINES.length + 1) % 4)).join('');
// Lines that rhyme with no made-up word: the engine must write its own.
const NO_RHYME = { suggestion: 'and the moths are circling the lamp', candidates: ['the screen door bangs'] };

let apps: ModelApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

async function modelApp(env: Record<string, string>): Promise<ModelApp> {
  const started = await startModelApp(env);
  apps.push(started);
  resetModel(started.fake);
  return started;
}

async function writerWithStyle({ t }: ModelApp): Promise<{ user: SignedIn; sessionId: string }> {
  const user = await createUser(t.app);
  const post = (url: string, body: unknown) =>
    t.app.inject({ method: 'POST', url, headers: user.headers, payload: body as object });
  const created: Session = (await post('/api/sessions', buildSessionBody())).json();
  expect(
    (await post(`/api/sessions/${created.sessionId}/moods`, { moods: ['nostalgic'] })).json(),
  ).toMatchObject({ styleDirectorOutput: expect.any(Object) });
  return { user, sessionId: created.sessionId };
}

describe('the model provider runs the engine in its worker pool', () => {
  beforeAll(() => {
    apps = [];
  });

  it("writes the engine's fallback line in the pool, within the pool's autocomplete budget", async () => {
    const model = await modelApp({ AI_AUTOCOMPLETE_BUDGET_MS: '1' });
    const { user, sessionId } = await writerWithStyle(model);
    model.fake.respond((request: RecordedRequest) =>
      taskOf(request) === 'autocomplete' ? answer(NO_RHYME) : goodModel(request),
    );
    const res = await model.t.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/contextual-autocomplete`,
      headers: user.headers,
      payload: { currentLyrics: LONG_SONG, cursorPosition: LONG_SONG.length },
    });
    // The model was asked (the form was read in the pool, within the ordinary task budget)...
    expect(model.fake.requests.map(taskOf)).toContain('autocomplete');
    // ...and the engine's own line, past its 1 ms budget, was stopped: it ran in the pool.
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('ai_busy');
  });

  it('reads prosody in the pool, within its task budget', async () => {
    const model = await modelApp({ AI_TASK_BUDGET_MS: '1' });
    const { user, sessionId } = await writerWithStyle(model);
    const res = await model.t.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/prosody`,
      headers: user.headers,
      payload: { lyrics: LONG_SONG },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('ai_busy');
  });
});
