import type { FastifyInstance } from 'fastify';
import sjson from 'secure-json-parse';
import { AppError } from './errors/app-error';

/**
 * JSON bodies, parsed safely (no prototype poisoning). An empty body with a JSON content type is
 * allowed (R-api-5): the client sends exactly that to POST /api/auth/token.
 */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, sjson.parse(text, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(new AppError('validation_failed', 'Request body is not valid JSON', 'body'), undefined);
    }
  });
}
