import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real OpenAI-compatible chat-completions server on 127.0.0.1 for tests: the only thing we fake
 * is the remote model, and we fake it at the HTTP level. Each test says how to answer.
 */

export type ChatCompletionRequest = {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
  temperature?: number;
};

export type RecordedRequest = { path: string; headers: IncomingHttpHeaders; body: ChatCompletionRequest };

export type FakeReply = { status: number; body: unknown; headers?: Record<string, string> } | { hang: true };

export type FakeOpenAi = {
  /** The base URL to configure as AI_BASE_URL (ends in /v1). */
  url: string;
  requests: RecordedRequest[];
  /** How to answer from now on. */
  respond: (handler: (request: RecordedRequest) => FakeReply) => void;
  close: () => Promise<void>;
};

/** The task a request is for, as named in its response_format (the model provider names each). */
export const taskOf = (request: RecordedRequest): string =>
  request.body.response_format?.json_schema?.name ?? 'unknown';

/** A successful completion whose message content is `content`, shaped like OpenAI's. */
export function completion(content: string): FakeReply {
  return {
    status: 200,
    body: {
      id: 'chatcmpl-test-1',
      object: 'chat.completion',
      created: 1_760_000_000,
      model: 'test-model',
      choices: [{ index: 0, message: { role: 'assistant', content }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: 120, completion_tokens: 40, total_tokens: 160 },
    },
  };
}

/** A completion carrying `value` as JSON text, as a model in JSON mode answers. */
export const answer = (value: unknown): FakeReply => completion(JSON.stringify(value));

/** OpenAI's error envelope with the given status (429 is its rate-limit answer). */
export function upstreamError(status: number, message: string, code: string): FakeReply {
  return {
    status,
    headers: status === 429 ? { 'retry-after': '20' } : {},
    body: { error: { message, type: 'requests', param: null, code } },
  };
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  let handler: (request: RecordedRequest) => FakeReply = () => upstreamError(500, 'no answer set', 'test');
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatCompletionRequest,
      };
      requests.push(recorded);
      const reply = handler(recorded);
      if ('hang' in reply) {
        hanging.add(res);
        return;
      }
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    respond: (next) => {
      handler = next;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
