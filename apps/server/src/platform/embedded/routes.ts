import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { BrowserBinding } from '../../identity/browser-binding';
import { sweepEveryMinute } from '../../lib/sweep';
import { authorizeForm } from './authorize-form';
import { grantState, purgeExpiredGrants } from './grants';
import { artworkSvg } from './images';
import { purgeForgottenBrowsers } from './known-browsers';
import { loginThrottle } from './login-throttle';
import { authorizePage, errorPage, PLATFORM_CSS } from './pages';
import { decodeOrigin, EXPIRED_LINK, html, refuseElsewhere, UNKNOWN_SITE } from './replies';

export type EmbeddedRouteOptions = {
  db: Database;
  allowedOrigins: string[];
  binding: BrowserBinding;
  /** The cookie that marks a browser that signed in before (known-browsers.ts). */
  knownBrowser: BrowserBinding;
};

const authorizeQuery = z.object({
  usertoken: z.string().min(1).max(200),
  origin: z.string().min(1).max(4000),
  app_id: z.string().max(200).default(''),
  view: z.enum(['signin', 'create']).default('signin'),
});

/** The embedded platform's authorisation pages and artwork under /platform/. */
export async function embeddedPlatformRoutes(
  app: FastifyInstance,
  options: EmbeddedRouteOptions,
): Promise<void> {
  const { db, allowedOrigins, binding, knownBrowser } = options;
  sweepEveryMinute(app, () => purgeExpiredGrants(db));
  sweepEveryMinute(app, () => purgeForgottenBrowsers(db));

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get('/platform/assets/platform.css', (_req, reply) =>
    reply.type('text/css').header('cache-control', 'public, max-age=3600').send(PLATFORM_CSS),
  );

  app.get<{ Params: { kind: string; file: string } }>('/platform/images/:kind/:file', (request, reply) => {
    const { kind, file } = request.params;
    const id = file.replace(/\.svg$/, '');
    if (!['artists', 'covers'].includes(kind) || !/^[\w-]{1,64}$/.test(id)) {
      return reply.status(404).send({ error: { code: 'not_found', message: 'Image not found' } });
    }
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(artworkSvg(`${kind}/${id}`, kind === 'artists' ? id : '♪'));
  });

  app.get('/platform/authorize', async (request, reply) => {
    const query = authorizeQuery.safeParse(request.query);
    if (!query.success)
      return html(
        reply,
        400,
        errorPage('This sign-in link is incomplete. Go back to Lyricist and try again.'),
      );
    const origin = decodeOrigin(query.data.origin, allowedOrigins);
    if (!origin) return html(reply, 400, errorPage(UNKNOWN_SITE));
    const state = await grantState(db, query.data.usertoken, binding.hashOf(request));
    if (state === 'elsewhere') return refuseElsewhere(reply, origin);
    if (state === 'closed') return html(reply, 400, errorPage(EXPIRED_LINK));
    return html(reply, 200, authorizePage({ ...query.data, appId: query.data.app_id }));
  });

  app.post(
    '/platform/authorize',
    authorizeForm({ db, allowedOrigins, binding, knownBrowser, throttle: loginThrottle(db) }),
  );
}
