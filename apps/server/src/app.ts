import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { MAX_BODY_BYTES } from '@lyricist/shared/constants';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAi } from './ai/create-ai';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandler } from './errors/error-handler';
import { authRoutes } from './features/auth/routes';
import { healthRoutes } from './features/health/routes';
import { registerJsonParser } from './json-body';
import { loggerOptions } from './logging';
import { createPlatform } from './platform/create-platform';
import { contentSecurityPolicy } from './security';
import { registerWebApp } from './web-static';

export type BuildOptions = { config: Config; db: Database; logger?: boolean };

/** Builds the whole app without listening; tests use it with `app.inject`. */
export async function buildApp({ config, db, logger = true }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel) : false,
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: config.env === 'production',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  registerErrorHandler(app);
  registerJsonParser(app);

  await app.register(helmet, { contentSecurityPolicy: { directives: contentSecurityPolicy(config) } });
  await app.register(rateLimit, { global: false });

  const { platform, routes: platformRoutes } = createPlatform(config, db);
  const deps: AppDeps = { config, db, platform, ai: createAi(config) };
  if (platformRoutes) await app.register(platformRoutes);
  await app.register(healthRoutes, deps);
  await app.register(authRoutes, deps);
  await registerWebApp(app, config.webDist);
  return app;
}
