import type { z } from 'zod';
import type { ErrorCode } from './errors';

/**
 * One endpoint, declared once: method, path, inputs, answer and the errors it may give. The server
 * registers its route from this, the web client calls it through this, and the OpenAPI document is
 * generated from it.
 */
export type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify-style path: `:name` segments are filled from `params`. */
  path: `/api/${string}`;
  summary: string;
  /** 'token': a bearer token is required (401 without one). */
  auth: 'token' | 'none';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /**
   * Bytes instead of JSON (voice memos): the media types of the raw request body, or of the answer.
   * `body` and `response` then describe what the route reads and sends, not JSON.
   */
  media?: { request?: readonly string[]; response?: readonly string[] };
  status?: 200 | 201;
  /** Errors beyond validation_failed (any input) and the 5xx every route may give. */
  errors: readonly ErrorCode[];
};

export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

export type ParamsOf<E extends Endpoint> = Output<E['params']>;
export type QueryOf<E extends Endpoint> = Output<E['query']>;
export type BodyOf<E extends Endpoint> = Output<E['body']>;
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;

/** What a caller passes: only the parts the endpoint has. */
export type CallInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: Input<E['params']> }
  : object) &
  (E['query'] extends z.ZodType ? { query: Input<E['query']> } : object) &
  (E['body'] extends z.ZodType ? { body: Input<E['body']> } : object);

/** The URL of one call: path parameters filled in and encoded, query parameters appended. */
export function urlOf(
  endpoint: Endpoint,
  input: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
): string {
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(String(input.params?.[name] ?? '')),
  );
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
