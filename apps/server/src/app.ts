import { MAX_BODY_BYTES } from '@lyricist/shared/constants';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAi } from './ai/create-ai';
import type { AppDeps } from './app-deps';
import type { Config } from './config/config';
import type { DatabaseHandle } from './db/client';
import { registerErrorHandler, toErrorBody } from './errors/error-handler';
import { accessRoutes } from './features/access/routes';
import { apiDocsRoutes } from './features/api-docs/routes';
import { authRoutes } from './features/auth/routes';
import { PENDING_TTL_MS } from './features/auth/sign-in';
import { catalogueRoutes } from './features/catalogue/routes';
import { chatRoutes } from './features/chat/routes';
import { healthRoutes } from './features/health/routes';
import { memoRoutes } from './features/memos/routes';
import { myArtistsRoutes } from './features/my-artists/routes';
import { sessionRoutes } from './features/sessions/routes';
import { createStyleRefresher } from './features/sessions/style-refresher';
import { versionRoutes } from './features/versions/routes';
import { wordRoutes } from './features/words/routes';
import { writingRoutes } from './features/writing/routes';
import { serializerCompiler } from './http/response-serializer';
import { browserBinding } from './identity/browser-binding';
import { createTokenVerifier } from './identity/token-verifier';
import { registerJsonParser } from './json-body';
import { loggerOptions } from './logging';
import { createPlatform } from './platform/create-platform';
import { registerRateLimits } from './rate-limit-store';
import { melodyWorkerPolicy, securityHeaders } from './security';
import { registerWebApp } from './web-static';

/** `logStream` sends structured logs somewhere other than stdout (tests read them). */
export type BuildOptions = {
  config: Config;
  database: DatabaseHandle;
  logger?: boolean;
  logStream?: NodeJS.WritableStream;
};

/** Builds the whole app without listening; tests use it with `app.inject`. */
export async function buildApp({
  config,
  database,
  logger = true,
  logStream,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? { ...loggerOptions(config.logLevel), ...(logStream ? { stream: logStream } : {}) }
      : false,
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: config.trustProxy,
    // Errors the router raises before any route runs still answer in our error shape.
    frameworkErrors: (error, _request, reply) => {
      const { status, body } = toErrorBody(error);
      return (reply as FastifyReply).status(status).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  registerErrorHandler(app);
  registerJsonParser(app);

  const headers = securityHeaders(config);
  // A callback hook, not an async one: no promise and no extra turn of the microtask queue per request.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  const { db } = database;
  await registerRateLimits(app, db);

  const warn = (message: string) => app.log.warn(message);
  const binding = browserBinding(config.publicUrl, PENDING_TTL_MS);
  const { platform, routes: platformRoutes } = createPlatform(config, db, binding, warn);
  const tokens = createTokenVerifier(db, database.listen);
  app.addHook('onClose', () => tokens.close());
  const ai = createAi(config, app.log);
  app.addHook('onClose', () => ai.close());
  // A listening server loads the engine's workers in the background: health answers at once and
  // the first writer rarely waits. Apps tested through inject load them on their first AI call.
  app.addHook('onListen', async () => ai.warm());
  const styleRefresh = createStyleRefresher({ db, ai: ai.ai, log: app.log });
  // Before the AI and the database close: the refreshes under way finish first.
  app.addHook('onClose', () => styleRefresh.close());
  const deps: AppDeps = { config, db, tokens, binding, platform, ai: ai.ai, engine: ai.engine, styleRefresh };
  if (platformRoutes) await app.register(platformRoutes);
  await app.register(healthRoutes, deps);
  await app.register(authRoutes, deps);
  await app.register(sessionRoutes, deps);
  await app.register(versionRoutes, deps);
  await app.register(memoRoutes, deps);
  await app.register(accessRoutes, deps);
  await app.register(catalogueRoutes, deps);
  await app.register(myArtistsRoutes, deps);
  await app.register(chatRoutes, deps);
  await app.register(writingRoutes, deps);
  await app.register(wordRoutes, deps);
  await app.register(apiDocsRoutes, deps);
  await registerWebApp(app, config.webDist, melodyWorkerPolicy(config));
  return app;
}
