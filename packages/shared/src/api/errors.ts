import { z } from 'zod';
import { SIGN_IN_ELSEWHERE } from '../auth/contracts';

/** Every error code the API answers, with its HTTP status (R-api-errors-2). */
export const ERROR_STATUS = {
  validation_failed: 400,
  unauthorized: 401,
  /** A pending sign-in token presented by a browser that did not start that sign-in. */
  [SIGN_IN_ELSEWHERE]: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  /** A body whose bytes are not a kind the route takes (a voice memo that is not audio). */
  unsupported_media_type: 415,
  /** A Range header that names no byte of the resource. */
  range_not_satisfiable: 416,
  rate_limited: 429,
  internal: 500,
  ai_provider_failed: 502,
  platform_unavailable: 502,
  ai_busy: 503,
  database_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

const errorCodes = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** The error body of every non-2xx answer; `field` names the failing input on a 400. */
export const errorBodySchema = z.object({
  error: z.object({ code: z.enum(errorCodes), message: z.string(), field: z.string().optional() }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
