import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real OpenAI-compatible chat-completions server on 127.0.0.1 for tests: the only thing we fake
 * is the remote model, and we fake it at the HTTP level. Each test says how to answer.
 *
 * Shapes follow OpenAI's Chat Completions API reference (POST /v1/chat/completions, the
 * `chat.completion` object, the `{ error: { message, type, param, code } }` error envelope), which
 * Ollama, vLLM, llama.cpp's server and LM Studio imitate.
 */

export type ChatCompletionRequest = {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
  temperature?: number;
  max_tokens?: number;
};

export type RecordedRequest = { path: string; headers: IncomingHttpHeaders; body: ChatCompletionRequest };

export type FakeReply =
  | { status: number; body: unknown; headers?: Record<string, string> }
  | { hang: true }
  /** Headers at once, then nothing for `ms`: a server still computing its first token. */
  | { slowFirstToken: number; reply: FakeReply };

export type FakeOpenAi = {
  /** The base URL to configure as AI_BASE_URL (ends in /v1). */
  url: string;
  requests: RecordedRequest[];
  /** How to answer from now on. */
  respond: (handler: (request: RecordedRequest) => FakeReply) => void;
  close: () => Promise<void>;
};

/**
 * The task a request is for: named in its response_format, or (when none is sent) in the
 * instruction the model provider appends to every system prompt.
 */
export function taskOf(request: RecordedRequest): string {
  const named = request.body.response_format?.json_schema?.name;
  if (named) return named;
  const system = request.body.messages.find((m) => m.role === 'system')?.content ?? '';
  return /JSON Schema \(([\w-]+)\)/.exec(system)?.[1] ?? 'unknown';
}

/** A successful completion whose message content is `content`, shaped like OpenAI's. */
export function completion(content: string, finishReason = 'stop'): FakeReply {
  return {
    status: 200,
    body: {
      id: 'chatcmpl-test-1',
      object: 'chat.completion',
      created: 1_760_000_000,
      model: 'test-model',
      choices: [
        { index: 0, message: { role: 'assistant', content }, logprobs: null, finish_reason: finishReason },
      ],
      usage: { prompt_tokens: 120, completion_tokens: 40, total_tokens: 160 },
    },
  };
}

/** A completion carrying `value` as JSON text, as a model in JSON mode answers. */
export const answer = (value: unknown): FakeReply => completion(JSON.stringify(value));

/** OpenAI's error envelope with the given status (429 is its rate-limit answer). */
export function upstreamError(
  status: number,
  message: string,
  code: string | null,
  param?: string,
): FakeReply {
  return {
    status,
    headers: status === 429 ? { 'retry-after': '20' } : {},
    body: { error: { message, type: 'invalid_request_error', param: param ?? null, code } },
  };
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  const open = new Set<ServerResponse>();
  let handler: (request: RecordedRequest) => FakeReply = () => upstreamError(500, 'no answer set', 'test');

  const send = (res: ServerResponse, reply: FakeReply, headersSent = false): void => {
    if ('hang' in reply) return;
    if ('slowFirstToken' in reply) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.flushHeaders();
      const timer = setTimeout(() => send(res, reply.reply, true), reply.slowFirstToken);
      res.once('close', () => clearTimeout(timer));
      return;
    }
    if (!headersSent) res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    res.end(JSON.stringify(reply.body));
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    open.add(res);
    res.once('close', () => open.delete(res));
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatCompletionRequest,
      };
      requests.push(recorded);
      send(res, handler(recorded));
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
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
