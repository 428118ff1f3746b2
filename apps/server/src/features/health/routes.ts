import { authEndpoints as api } from '@lyricist/shared/auth/endpoints';
import { PRODUCT_NAME } from '@lyricist/shared/constants';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { routeRegistrar } from '../../http/route';

export const FAQ_URL = '/faq.html';

/**
 * Liveness with a database round trip and who writes the ghost text (the engine, or a local model
 * once it has loaded), and the runtime settings the one web build reads.
 */
export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, config, platform, tokens, ai },
) => {
  const route = routeRegistrar(app, tokens);

  route(api.health, {}, async () => {
    await db.execute(sql`select 1`);
    return { ok: true as const, ai: ai.status() };
  });

  route(api.config, {}, () => ({
    productName: PRODUCT_NAME,
    platformName: platform.displayName,
    choosesArtists: platform.chooseArtists !== undefined,
    faqUrl: FAQ_URL,
    analytics: config.analytics,
  }));
};
