import { appConfigSchema } from '@lyricist/shared/auth/contracts';
import { PRODUCT_NAME } from '@lyricist/shared/constants';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';

export const FAQ_URL = '/faq.html';

/** Liveness with a database round trip, and the runtime settings the one web build reads. */
export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, platform }) => {
  app.get('/api/health', { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } }, async () => {
    await db.execute(sql`select 1`);
    return { ok: true as const };
  });

  app.get('/api/config', { schema: { response: { 200: appConfigSchema } } }, () => ({
    productName: PRODUCT_NAME,
    platformName: platform.displayName,
    choosesArtists: platform.chooseArtists !== undefined,
    faqUrl: FAQ_URL,
    analytics: config.analytics,
  }));
};
