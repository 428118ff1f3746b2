import { autocomplete } from '@lyricist/lyric-engine';
import type { Session } from '@lyricist/shared/sessions/contracts';
import { goodModel, sampleStorytelling, sampleStyle } from '@lyricist/test-support/fakes/openai-samples';
import {
  answer,
  type FakeOpenAi,
  type RecordedRequest,
  taskOf,
} from '@lyricist/test-support/fakes/openai-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSessionBody } from '../../../../test/factories';
import type { TestApp } from '../../../../test/harness';
import { resetModel, startModelApp } from '../../../../test/model-app';
import { createUser, type SignedIn } from '../../../../test/sign-in';

/**
 * Ghost text with AI_PROVIDER=model against a fake OpenAI-compatible server whose autocomplete
 * answers mix lines that rhyme with the partner and lines that do not (the shape the task asks for:
 * the model's pick in "suggestion", other lines in "candidates").
 */
let fake: FakeOpenAi;
let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, fake, close } = await startModelApp());
});
afterAll(() => close());
beforeEach(() => resetModel(fake));

const LYRICS = 'The porch light hums a song I almost know\n';

const post = (user: SignedIn, url: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...user.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

async function suggest(lines: { suggestion: string; candidates: string[] }): Promise<string> {
  const user = await createUser(t.app);
  const created: Session = (await post(user, '/api/sessions', buildSessionBody({ lyrics: LYRICS }))).json();
  await post(user, '/api/chat', {
    message: 'The porch light stayed on all winter',
    sessionId: created.sessionId,
  });
  await post(user, `/api/sessions/${created.sessionId}/moods`, { moods: ['nostalgic'] });
  fake.respond((request: RecordedRequest) =>
    taskOf(request) === 'autocomplete' ? answer(lines) : goodModel(request),
  );
  const res = await post(user, `/api/sessions/${created.sessionId}/contextual-autocomplete`, {
    currentLyrics: LYRICS,
    cursorPosition: LYRICS.length,
  });
  expect(res.statusCode).toBe(200);
  return res.json().suggestion;
}

describe('model autocomplete keeps the form', () => {
  it('shows the candidate that rhymes, not the non-rhyming pick, and tells the model the partner line', async () => {
    const suggestion = await suggest({
      suggestion: 'and the moths are circling the lamp',
      candidates: ['the screen door rattles in the wind', 'the crickets sing of places I will go'],
    });
    expect(suggestion).toBe('the crickets sing of places I will go');
    const messages = fake.requests.find((r) => taskOf(r) === 'autocomplete')?.body.messages ?? [];
    expect(messages.at(-1)?.content).toContain(
      'must rhyme with the line "The porch light hums a song I almost know"',
    );
    expect(messages[0]?.content).toContain('in "candidates"');
  });

  it("answers the embedded engine's line when no candidate rhymes", async () => {
    const suggestion = await suggest({
      suggestion: 'and the moths are circling the lamp',
      candidates: ['the screen door rattles in the wind', 'a song I almost know'],
    });
    const engine = autocomplete({
      lyrics: LYRICS,
      cursorPosition: LYRICS.length,
      storytelling: sampleStorytelling,
      style: sampleStyle,
    });
    expect(suggestion).toBe(engine.suggestion);
    expect(suggestion).not.toBe('');
  });
});
