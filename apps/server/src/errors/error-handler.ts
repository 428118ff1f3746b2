import type { ErrorBody } from '@lyricist/shared/api/errors';
import { ERROR_STATUS, type ErrorCode } from '@lyricist/shared/api/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from './app-error';

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** True when the database could not be reached (as opposed to a bad query). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /Connection terminated|connect ECONNREFUSED|Client has encountered a connection error/.test(message)
    ) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

function fieldOf(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** Turns any thrown error into `{ error: { code, message } }`; never leaks internals. */
export function toErrorBody(error: unknown): { status: number; body: ErrorBody } {
  const make = (code: ErrorCode, message: string, field?: string) => ({
    status: ERROR_STATUS[code],
    body: { error: field ? { code, message, field } : { code, message } },
  });
  if (error instanceof AppError) return make(error.code, error.message, error.field);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const where = (error as { validationContext?: string }).validationContext ?? 'body';
    const path = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
    const field = path || where;
    return make('validation_failed', `Invalid ${field}: ${first?.message ?? 'bad value'}`, field);
  }
  if (error instanceof ZodError) {
    const first = error.issues[0];
    const field = first ? fieldOf(first.path) : 'body';
    return make(
      'validation_failed',
      `Invalid ${field || 'body'}: ${first?.message ?? 'bad value'}`,
      field || 'body',
    );
  }
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return make('payload_too_large', 'Request body is too large', 'body');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return make('validation_failed', 'Request body is not valid JSON', 'body');
    case 'FST_ERR_BAD_URL':
      return make('validation_failed', 'The address is malformed', 'url');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return make('not_found', 'Resource not found');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return make('validation_failed', 'Content type must be application/json', 'content-type');
  }
  if (fastifyError.statusCode === 429)
    return make('rate_limited', 'Too many requests. Please wait a moment and try again.');
  if (isDatabaseUnavailable(error))
    return make('database_unavailable', 'The database is unavailable. Please try again shortly.');
  if (
    typeof fastifyError.statusCode === 'number' &&
    fastifyError.statusCode >= 400 &&
    fastifyError.statusCode < 500
  ) {
    return make('validation_failed', 'The request could not be processed');
  }
  return make('internal', 'Something went wrong on our side');
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorBody(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.error.code }, 'request rejected');
    return reply.status(status).send(body);
  });
}
