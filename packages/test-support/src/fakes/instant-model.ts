import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in OpenAI-compatible model server for `bench:abuse --model` (the API tests have a fuller
 * one, openai-server.ts, beside it): it answers every chat completion at once with a valid answer for
 * the task it names, so the figures measure the server's own work, the engine's share included.
 * Its ghost-text line rhymes with no adversarial input: the engine's fallback line runs every time.
 */
const ANSWERS: Record<string, unknown> = {
  chat: {
    content: 'What did the station look like when the last train left?',
    suggestions: ['The last train hums a song I almost know'],
    themeData: {
      emotions: [{ name: 'longing', weight: 0.8 }],
      themes: ['leaving'],
      images: ['last train'],
      phrases: ['her letters'],
      pointOfView: 'first',
      tense: 'past',
      story: 'Leaving home at night on the last train.',
    },
    storytelling: story(),
  },
  'storytelling-director': story(),
  'style-director': {
    syllablesPerLine: { min: 7, max: 10, target: 8 },
    rhymeScheme: 'ABAB',
    rhymeDensity: 'medium',
    register: 'conversational',
    imagery: ['night'],
    notes: 'Plain words.',
  },
  autocomplete: { suggestion: 'and every moth remembers where to go', candidates: ['the platform lights'] },
  title: { title: 'Last Train' },
};

function story() {
  return {
    situation: 'Leaving home at night.',
    turn: 'The letters stay behind.',
    chorusMessage: 'I took the last train so I would not say goodbye.',
    images: ['last train', 'letters'],
    emotions: ['longing'],
    pointOfView: 'first',
    tense: 'past',
  };
}

type Request = {
  messages?: { role: string; content: string }[];
  response_format?: { json_schema?: { name?: string } };
};

/** The task a request names: in its response_format, or in the provider's system instruction. */
function taskOf(body: Request): string {
  const named = body.response_format?.json_schema?.name;
  if (named) return named;
  const system = body.messages?.find((m) => m.role === 'system')?.content ?? '';
  return /JSON Schema \(([\w-]+)\)/.exec(system)?.[1] ?? 'unknown';
}

export async function startFakeModel(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Request;
      const content = JSON.stringify(ANSWERS[taskOf(body)] ?? {});
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-bench',
          object: 'chat.completion',
          created: 1_760_000_000,
          model: 'bench-model',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 100, completion_tokens: 40, total_tokens: 140 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
