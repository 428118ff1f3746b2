import { z } from 'zod';
import { AppError } from '../../errors/app-error';

/** Musixmatch's public docs give no latency bound; past this a sign-in is better off with an error. */
export const MUSIXMATCH_TIMEOUT_MS = 10_000;

export const PLATFORM_UNAVAILABLE_MESSAGE = 'The music platform is unavailable right now. Please try again.';

export type MusixmatchClientOptions = {
  apiUrl: string;
  apiKey: string;
  /** Sent as `app_id` on every call (the unofficial sign-in calls want it; the catalogue ignores it). */
  appId?: string;
  timeoutMs?: number;
  /** Told about each list item that was skipped because it did not parse. */
  warn?: (message: string) => void;
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
export function unavailable(what: string, detail: string): AppError {
  const error = new AppError('platform_unavailable', PLATFORM_UNAVAILABLE_MESSAGE);
  error.cause = new Error(`Musixmatch ${what}: ${detail}`);
  return error;
}

export function transportDetail(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return `request failed (${typeof code === 'string' ? code : 'network error'})`;
}

const issuesAt = (error: z.ZodError) =>
  error.issues.map((issue) => issue.path.join('.') || 'body').join(', ');

/** Calls Musixmatch's web API and unwraps its `message.header.status_code` / `message.body` envelope. */
export function createMusixmatchClient(options: MusixmatchClientOptions) {
  const base = options.apiUrl.endsWith('/') ? options.apiUrl : `${options.apiUrl}/`;
  const timeoutMs = options.timeoutMs ?? MUSIXMATCH_TIMEOUT_MS;

  /** The envelope's status and body; a non-2xx HTTP answer without an envelope is unavailable. */
  async function envelopeOf(method: string, params: Params) {
    const url = new URL(method, base);
    url.searchParams.set('apikey', options.apiKey);
    url.searchParams.set('format', 'json');
    if (options.appId) url.searchParams.set('app_id', options.appId);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));

    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw unavailable(method, transportDetail(error, timeoutMs));
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw unavailable(method, response.ok ? 'answer is not JSON' : `HTTP ${response.status}`);
    }
    // Musixmatch documents its status inside the envelope; some deployments also set the HTTP
    // status to match (a 404 look-up), so the envelope is read whatever the HTTP status.
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) {
      throw unavailable(
        method,
        response.ok ? 'answer is not a Musixmatch envelope' : `HTTP ${response.status}`,
      );
    }
    return envelope.data.message;
  }

  async function call<T>(method: string, params: Params, schema: z.ZodType<T>, absentOn: number[]) {
    const { header, body } = await envelopeOf(method, params);
    if (absentOn.includes(header.status_code)) return null;
    if (header.status_code !== 200) {
      throw unavailable(method, `status ${header.status_code}${header.hint ? ` (${header.hint})` : ''}`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw unavailable(method, `unexpected body at ${issuesAt(parsed.error)}`);
    return parsed.data;
  }

  const listBody = (key: string) => z.object({ [key]: z.array(z.unknown()) });

  return {
    /** The parsed body of a 200 answer; any other status is the platform being unavailable. */
    get: <T>(method: string, params: Params, schema: z.ZodType<T>): Promise<T> =>
      call(method, params, schema, []) as Promise<T>,
    /** Like `get`, but the statuses in `absentOn` (a 404 look-up, say) answer null instead. */
    find: <T>(method: string, params: Params, schema: z.ZodType<T>, absentOn: number[]): Promise<T | null> =>
      call(method, params, schema, absentOn),
    /**
     * The items of a list answer (`body[key]`), each validated on its own: one odd item is skipped
     * and logged, and never costs the writer the rest of the page.
     */
    async list<T>(method: string, params: Params, key: string, item: z.ZodType<T>): Promise<T[]> {
      const body = (await call(method, params, listBody(key), [])) as Record<string, unknown[]>;
      const items: T[] = [];
      for (const [index, raw] of (body[key] ?? []).entries()) {
        const parsed = item.safeParse(raw);
        if (parsed.success) items.push(parsed.data);
        else options.warn?.(`Musixmatch ${method}: skipped ${key}[${index}] (${issuesAt(parsed.error)})`);
      }
      return items;
    },
  };
}

export type MusixmatchClient = ReturnType<typeof createMusixmatchClient>;
