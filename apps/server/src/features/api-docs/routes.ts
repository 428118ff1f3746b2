import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { apiDocsPage } from './docs-page';
import { openApiDocument } from './openapi';

/** GET /api/openapi.json always; a readable page at /api/docs outside production. */
export const apiDocsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config }) => {
  const document = openApiDocument();
  app.get('/api/openapi.json', () => document);
  if (config.env !== 'production') {
    const page = apiDocsPage();
    app.get('/api/docs', (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
  }
};
