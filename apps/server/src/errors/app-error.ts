import { SIGN_IN_ELSEWHERE } from '@lyricist/shared/auth/contracts';

/** The one error type services throw; the error handler maps its code to an HTTP status. */
export const ERROR_STATUS = {
  validation_failed: 400,
  unauthorized: 401,
  /** A pending sign-in token presented by a browser that did not start that sign-in. */
  [SIGN_IN_ELSEWHERE]: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  ai_provider_failed: 502,
  platform_unavailable: 502,
  database_unavailable: 503,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what = 'Resource') => new AppError('not_found', `${what} not found`);
export const unauthorized = (message = 'Sign in to continue') => new AppError('unauthorized', message);
