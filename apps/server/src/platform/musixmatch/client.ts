import { z } from 'zod';
import { AppError } from '../../errors/app-error';

/** Musixmatch's public docs give no latency bound; past this a sign-in is better off with an error. */
export const MUSIXMATCH_TIMEOUT_MS = 10_000;

export const PLATFORM_UNAVAILABLE_MESSAGE = 'The music platform is unavailable right now. Please try again.';

export type MusixmatchClientOptions = {
  apiUrl: string;
  apiKey: string;
  timeoutMs?: number;
};

export type Params = Record<string, string | number>;

// Every answer, success or failure, comes in this envelope; on failure `body` is often `[]` or `""`.
const envelopeSchema = z.object({
  message: z.object({
    header: z.object({ status_code: z.number().int(), hint: z.string().optional() }),
    body: z.unknown(),
  }),
});

/**
 * The one error callers see for any upstream failure. The detail goes on `cause` (the error log
 * prints it) and never carries the request URL, which holds the api key and user tokens.
 */
function unavailable(method: string, detail: string): AppError {
  const error = new AppError('platform_unavailable', PLATFORM_UNAVAILABLE_MESSAGE);
  error.cause = new Error(`Musixmatch ${method}: ${detail}`);
  return error;
}

function transportDetail(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return `request failed (${typeof code === 'string' ? code : 'network error'})`;
}

/** Calls Musixmatch's web API and unwraps its `message.header.status_code` / `message.body` envelope. */
export function createMusixmatchClient(options: MusixmatchClientOptions) {
  const base = options.apiUrl.endsWith('/') ? options.apiUrl : `${options.apiUrl}/`;
  const timeoutMs = options.timeoutMs ?? MUSIXMATCH_TIMEOUT_MS;

  async function call<T>(method: string, params: Params, schema: z.ZodType<T>, absentOn: number[]) {
    const url = new URL(method, base);
    url.searchParams.set('apikey', options.apiKey);
    url.searchParams.set('format', 'json');
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));

    let text: string;
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Musixmatch answers HTTP 200 and puts its status in the envelope, so any other HTTP status
      // comes from something in between (a proxy, a wrong MUSIXMATCH_API_URL), never "not found".
      if (!response.ok) throw unavailable(method, `HTTP ${response.status}`);
      text = await response.text();
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw unavailable(method, transportDetail(error, timeoutMs));
    }

    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw unavailable(method, 'answer is not JSON');
    }
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) throw unavailable(method, 'answer is not a Musixmatch envelope');
    const { header, body } = envelope.data.message;
    if (absentOn.includes(header.status_code)) return null;
    if (header.status_code !== 200) {
      throw unavailable(method, `status ${header.status_code}${header.hint ? ` (${header.hint})` : ''}`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const where = parsed.error.issues.map((issue) => issue.path.join('.') || 'body').join(', ');
      throw unavailable(method, `unexpected body at ${where}`);
    }
    return parsed.data;
  }

  return {
    /** The parsed body of a 200 answer; any other status is the platform being unavailable. */
    get: <T>(method: string, params: Params, schema: z.ZodType<T>): Promise<T> =>
      call(method, params, schema, []) as Promise<T>,
    /** Like `get`, but the statuses in `absentOn` (a 404 look-up, say) answer null instead. */
    find: <T>(method: string, params: Params, schema: z.ZodType<T>, absentOn: number[]): Promise<T | null> =>
      call(method, params, schema, absentOn),
  };
}

export type MusixmatchClient = ReturnType<typeof createMusixmatchClient>;
