import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { createAccount, verifyCredentials } from './accounts';
import { bindGrant } from './embedded-platform';
import { artworkSvg } from './images';
import type { LoginThrottle } from './login-throttle';
import { type AuthorizeView, authorizePage, errorPage, PLATFORM_CSS } from './pages';

type Options = { db: Database; allowedOrigins: string[]; throttle: LoginThrottle };

const authorizeQuery = z.object({
  usertoken: z.string().min(1).max(200),
  origin: z.string().min(1).max(4000),
  app_id: z.string().max(200).default(''),
  view: z.enum(['signin', 'create']).default('signin'),
});

const formBody = z.object({
  action: z.enum(['signin', 'create', 'cancel']),
  usertoken: z.string().min(1).max(200),
  origin: z.string().min(1).max(4000),
  app_id: z.string().max(200).default(''),
  name: z.string().max(100).optional(),
  email: z.string().max(320).optional(),
  password: z.string().max(200).optional(),
});

const emailSchema = z.email();
const MIN_PASSWORD = 8;

/** Decodes the base64 `origin` and returns it only when it is one of ours: no open redirect. */
export function decodeOrigin(encoded: string, allowedOrigins: string[]): URL | null {
  try {
    const url = new URL(Buffer.from(encoded, 'base64').toString('utf8'));
    return allowedOrigins.includes(url.origin) ? url : null;
  } catch {
    return null;
  }
}

function redirectBack(reply: FastifyReply, origin: URL, params: Record<string, string>) {
  const target = new URL(origin);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return reply.redirect(target.toString(), 303);
}

/** The embedded platform's authorisation pages and artwork under /platform/. */
export async function embeddedPlatformRoutes(app: FastifyInstance, options: Options): Promise<void> {
  const { db, allowedOrigins, throttle } = options;

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);

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

  app.get('/platform/authorize', (request, reply) => {
    const query = authorizeQuery.safeParse(request.query);
    if (!query.success)
      return html(
        reply,
        400,
        errorPage('This sign-in link is incomplete. Go back to Lyricist and try again.'),
      );
    if (!decodeOrigin(query.data.origin, allowedOrigins)) {
      return html(reply, 400, errorPage('This sign-in link points to an unknown site, so it was refused.'));
    }
    return html(reply, 200, authorizePage({ ...query.data, appId: query.data.app_id }));
  });

  app.post('/platform/authorize', async (request, reply) => {
    const form = formBody.safeParse(request.body);
    if (!form.success)
      return html(reply, 400, errorPage('The form was incomplete. Go back to Lyricist and try again.'));
    const { action, usertoken, app_id: appId } = form.data;
    const origin = decodeOrigin(form.data.origin, allowedOrigins);
    if (!origin)
      return html(reply, 400, errorPage('This sign-in link points to an unknown site, so it was refused.'));
    if (action === 'cancel') return redirectBack(reply, origin, { denied: 'true' });

    const view: AuthorizeView = action === 'create' ? 'create' : 'signin';
    const email = (form.data.email ?? '').trim();
    const values = { name: form.data.name ?? '', email };
    const page = (status: number, error: string) =>
      html(reply, status, authorizePage({ view, usertoken, origin: form.data.origin, appId, error, values }));
    const password = form.data.password ?? '';

    if (action === 'signin') {
      if (throttle.isBlocked(request.ip, email.toLowerCase())) {
        return page(429, 'Too many sign-in attempts. Wait a minute and try again.');
      }
      const accountId = await verifyCredentials(db, email, password);
      if (!accountId) {
        throttle.recordFailure(request.ip, email.toLowerCase());
        return page(401, 'Incorrect email or password.');
      }
      throttle.recordSuccess(request.ip, email.toLowerCase());
      if (!(await bindGrant(db, usertoken, accountId)))
        return page(400, 'This sign-in link has expired. Go back to Lyricist and try again.');
      return redirectBack(reply, origin, { usertoken });
    }

    const name = (form.data.name ?? '').trim();
    if (name.length === 0) return page(400, 'Enter your name.');
    if (!emailSchema.safeParse(email).success) return page(400, 'Enter a valid email address.');
    if (password.length < MIN_PASSWORD)
      return page(400, `Use a password of at least ${MIN_PASSWORD} characters.`);
    const accountId = await createAccount(db, { name, email, password });
    if (!accountId) return page(409, 'An account with this email already exists. Sign in instead.');
    if (!(await bindGrant(db, usertoken, accountId)))
      return page(400, 'This sign-in link has expired. Go back to Lyricist and try again.');
    return redirectBack(reply, origin, { usertoken });
  });
}
