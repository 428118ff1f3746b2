import { AISDKError, APICallError, NoObjectGeneratedError, RetryError } from 'ai';
import { AppError } from '../../errors/app-error';

type Failure = { timedOut: boolean; timeoutMs: number };

/** The AI SDK wraps the last upstream error when retries are exhausted; we want the upstream one. */
function unwrap(error: unknown): unknown {
  return RetryError.isInstance(error) ? error.lastError : error;
}

function failed(message: string, cause: Record<string, unknown>): AppError {
  const error = new AppError('ai_provider_failed', message);
  // For the log only (the error handler logs 5xx); the response carries just the sentence.
  error.cause = cause;
  return error;
}

/** The model answered, but not in the shape the task needs. */
export function invalidOutputError(task: string, name: string): AppError {
  return failed('The AI model gave an answer we could not use. Please try again.', {
    task,
    kind: 'invalid_output',
    name,
  });
}

/** The model ran out of its output budget before the JSON was complete (a thinking model, say). */
export function cutOffError(task: string): AppError {
  return failed('The AI model ran out of room before finishing its answer. Please try again.', {
    task,
    kind: 'cut_off',
  });
}

/**
 * Turns anything the model call threw into one AppError('ai_provider_failed') with a sentence a
 * writer can act on. Upstream bodies, URLs and prompts never reach the response.
 */
export function providerError(task: string, raw: unknown, { timedOut, timeoutMs }: Failure): AppError {
  if (raw instanceof AppError) return raw;
  const error = unwrap(raw);
  if (timedOut) {
    const seconds = Math.round(timeoutMs / 100) / 10;
    return failed(`The AI model did not answer within ${seconds} seconds. Please try again.`, {
      task,
      kind: 'timeout',
    });
  }
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === 429) {
      return failed('The AI model is receiving too many requests right now. Please try again shortly.', {
        task,
        kind: 'upstream_rate_limited',
        status,
      });
    }
    if (status !== undefined) {
      return failed(`The AI model answered with an error (HTTP ${status}). Please try again.`, {
        task,
        kind: 'upstream_error',
        status,
      });
    }
    return failed('The AI model could not be reached. Please try again.', { task, kind: 'unreachable' });
  }
  if (NoObjectGeneratedError.isInstance(error) && error.finishReason === 'length') return cutOffError(task);
  const name = error instanceof Error ? error.name : typeof error;
  // Unparsable JSON, a schema mismatch, an empty or malformed completion: all AI SDK errors.
  if (AISDKError.isInstance(error)) return invalidOutputError(task, name);
  return failed('The request to the AI model failed. Please try again.', { task, kind: 'unexpected', name });
}
