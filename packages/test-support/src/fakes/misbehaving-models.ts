import { sampleFor } from './openai-samples';
import { answer, completion, type FakeReply, type RecordedRequest, upstreamError } from './openai-server';

/**
 * Model servers that misbehave as real ones do. The error bodies are the ones these servers send,
 * as far as we could see them in their sources and issue trackers; where that is a guess, it says so.
 */

/** A model that wraps its JSON in a Markdown code fence, with a sentence before it (small local models). */
export const fencedModel = (request: RecordedRequest): FakeReply =>
  completion(`Here is the JSON:\n\`\`\`json\n${JSON.stringify(sampleFor(request), null, 2)}\n\`\`\``);

/** A thinking model (DeepSeek-R1, Qwen3 on Ollama or llama.cpp) that writes its reasoning first. */
export const thinkingModel = (request: RecordedRequest): FakeReply =>
  completion(
    `<think>\nThe writer wants {"something": "like this"}, so I should answer with the fields.\n</think>\n\n${JSON.stringify(sampleFor(request))}`,
  );

/**
 * A server that knows `json_object` but refuses `json_schema` (older llama.cpp builds and forks).
 * The exact wording is an assumption; what matters is a 400 that names the response format.
 */
export const noJsonSchemaServer = (request: RecordedRequest): FakeReply =>
  request.body.response_format?.type === 'json_schema'
    ? upstreamError(400, "response_format type must be one of 'text', 'json_object'", null, 'response_format')
    : answer(sampleFor(request));

/** A server that refuses every response_format (it then answers from the prompt's instructions). */
export const noResponseFormatServer = (request: RecordedRequest): FakeReply =>
  request.body.response_format
    ? upstreamError(400, 'Unrecognized request argument supplied: response_format', null)
    : answer(sampleFor(request));

/**
 * llama.cpp turns a JSON schema into a GBNF grammar; length limits expand into repetitions that
 * its grammar parser can refuse ("failed to parse grammar"). This server refuses any schema with
 * length limits and answers otherwise.
 */
export const grammarServer = (request: RecordedRequest): FakeReply =>
  /"(maxLength|minLength|maxItems|minItems)"/.test(JSON.stringify(request.body.response_format ?? {}))
    ? upstreamError(400, 'failed to parse grammar', null)
    : answer(sampleFor(request));

/**
 * An OpenAI reasoning model (o1, o3-mini): any temperature but the default 1 is refused, with
 * OpenAI's documented error shape and this message as OpenAI sends it.
 */
export const reasoningModel = (request: RecordedRequest): FakeReply =>
  request.body.temperature !== undefined && request.body.temperature !== 1
    ? upstreamError(
        400,
        `Unsupported value: 'temperature' does not support ${request.body.temperature} with this model. Only the default (1) value is supported.`,
        'unsupported_value',
        'temperature',
      )
    : answer(sampleFor(request));

/** A model whose first token comes only after `ms` (a local model loading into memory). */
export const slowModel =
  (ms: number) =>
  (request: RecordedRequest): FakeReply => ({ slowFirstToken: ms, reply: answer(sampleFor(request)) });

/** A thinking model that runs out of tokens mid-thought: finish_reason "length", no JSON. */
export const cutOffModel = (): FakeReply => completion('<think>\nFirst, the porch light. Then the', 'length');
