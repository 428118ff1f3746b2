import type { FastifyRequest } from 'fastify';

const SECRET_PARAMS = /([?&](?:usertoken|user_token|token|access_token)=)[^&#]*/gi;

/** The URL with token-carrying query values replaced, so logs never contain a token. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

type LoggedError = {
  type: string;
  message: string;
  code?: string;
  query?: string;
  severity?: string;
  routine?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack: string;
  cause?: LoggedError;
};

const pick = (value: unknown) => (typeof value === 'string' ? value : undefined);
/** The stack's frames only: its first lines repeat the message. */
const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
    : undefined;

/**
 * What a failed request logs about its error. A failed query's parameters (lyrics, emails, password
 * hashes) never appear: drizzle puts them in the message and `params`, and PostgreSQL's message and
 * `detail` can quote a value, so database errors keep only the SQL text (placeholders, no values),
 * SQLSTATE and where it failed.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  const e = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as Record<
    string,
    unknown
  >;
  const isQueryError = 'query' in e && 'params' in e;
  const isDatabaseError = typeof e.severity === 'string' && typeof e.code === 'string';
  const logged: LoggedError = {
    type: pick(e.name) ?? (error as object)?.constructor?.name ?? 'Error',
    message: pick(e.message) ?? '',
    code: pick(e.code),
    stack: framesOf(e.stack) ?? '',
  };
  if (isQueryError) Object.assign(logged, { message: 'Failed query', query: pick(e.query) });
  else if (isDatabaseError)
    Object.assign(logged, {
      message: `Database error ${e.code}`,
      severity: pick(e.severity),
      routine: pick(e.routine),
      constraint: pick(e.constraint),
      table: pick(e.table),
      column: pick(e.column),
    });
  if (e.cause !== undefined && depth < 3) logged.cause = serializeError(e.cause, depth + 1);
  return logged;
}

export function loggerOptions(level: string) {
  return {
    level,
    serializers: {
      req: (req: FastifyRequest) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      err: serializeError,
    },
  };
}
