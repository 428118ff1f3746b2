import { goodModel } from '@lyricist/test-support/fakes/openai-samples';
import { type FakeOpenAi, startFakeOpenAi } from '@lyricist/test-support/fakes/openai-server';
import { createTestApp, type TestApp } from './harness';

export type ModelApp = { t: TestApp; fake: FakeOpenAi; close: () => Promise<void> };

/** A test app with AI_PROVIDER=model, its model a fake OpenAI-compatible server on 127.0.0.1. */
export async function startModelApp(env: Record<string, string> = {}): Promise<ModelApp> {
  const fake = await startFakeOpenAi();
  const t = await createTestApp({
    AI_PROVIDER: 'model',
    AI_BASE_URL: fake.url,
    AI_MODEL: 'test-model',
    AI_API_KEY: 'k',
    ...env,
  });
  return {
    t,
    fake,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

/** Before each test: forget the requests seen so far and answer like a well-behaved model. */
export function resetModel(fake: FakeOpenAi): void {
  fake.requests.length = 0;
  fake.respond(goodModel);
}
