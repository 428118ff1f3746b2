import { ERROR_STATUS, type ErrorCode } from '@lyricist/shared/api/errors';

/** The one error type services throw; the error handler maps its code to an HTTP status. */
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
