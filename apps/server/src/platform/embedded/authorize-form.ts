import { COPY } from '@lyricist/shared/copy';
import { storableText } from '@lyricist/shared/text';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { BrowserBinding } from '../../identity/browser-binding';
import { createAccount, verifyCredentials } from './accounts';
import { bindGrant, grantState } from './grants';
import { isKnownBrowser, rememberBrowser } from './known-browsers';
import type { LoginThrottle } from './login-throttle';
import { type AuthorizeView, authorizePage, errorPage } from './pages';
import { decodeOrigin, EXPIRED_LINK, html, refuseElsewhere, UNKNOWN_SITE } from './replies';

type Options = {
  db: Database;
  allowedOrigins: string[];
  binding: BrowserBinding;
  knownBrowser: BrowserBinding;
  throttle: LoginThrottle;
};

/** Every field refuses what the database cannot store (NUL): a 400 page, never a 500. */
const formBody = z.object({
  action: z.enum(['signin', 'create', 'cancel']),
  usertoken: storableText(200).pipe(z.string().min(1)),
  origin: storableText(4000).pipe(z.string().min(1)),
  app_id: storableText(200).default(''),
  name: storableText(100).optional(),
  email: storableText(320).optional(),
  password: storableText(200).optional(),
});

const emailSchema = z.email();
const MIN_PASSWORD = 8;

function redirectBack(reply: FastifyReply, origin: URL, params: Record<string, string>) {
  const target = new URL(origin);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return reply.redirect(target.toString(), 303);
}

const waitFor = (seconds: number) => {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};
const waitMessage = (seconds: number) => `Too many attempts. Wait ${waitFor(seconds)} and try again.`;

/**
 * POST /platform/authorize: sign in, create an account, or cancel. Only the browser that started
 * the sign-in may approve it. Account creation never signs in by itself and answers the same page
 * whether or not the email already had an account, so it tells nobody which emails exist.
 */
export function authorizeForm({ db, allowedOrigins, binding, knownBrowser, throttle }: Options) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const form = formBody.safeParse(request.body);
    if (!form.success)
      return html(reply, 400, errorPage('The form was incomplete. Go back to Lyricist and try again.'));
    const { action, usertoken, app_id: appId } = form.data;
    const origin = decodeOrigin(form.data.origin, allowedOrigins);
    if (!origin) return html(reply, 400, errorPage(UNKNOWN_SITE));
    if (action === 'cancel') return redirectBack(reply, origin, { denied: 'true' });

    const bindingHash = binding.hashOf(request);
    const state = await grantState(db, usertoken, bindingHash);
    if (state === 'elsewhere' || !bindingHash) return refuseElsewhere(reply, origin);
    if (state === 'closed') return html(reply, 400, errorPage(EXPIRED_LINK));

    const view: AuthorizeView = action === 'create' ? 'create' : 'signin';
    const email = (form.data.email ?? '').trim();
    const page = (status: number, text: { error?: string; notice?: string }, as: AuthorizeView = view) =>
      html(
        reply,
        status,
        authorizePage({
          view: as,
          usertoken,
          origin: form.data.origin,
          appId,
          ...text,
          values: { name: form.data.name ?? '', email },
        }),
      );
    const tooMany = (seconds: number) => {
      reply.header('retry-after', String(Math.max(1, seconds)));
      return page(429, { error: waitMessage(seconds) });
    };
    const password = form.data.password ?? '';

    if (action === 'signin') {
      const isKnown = await isKnownBrowser(db, email, knownBrowser.hashOf(request));
      const allowed = await throttle.attempt(request, email, isKnown);
      if ('wait' in allowed) return tooMany(allowed.wait);
      const accountId = await verifyCredentials(db, email, password);
      if (!accountId) {
        await allowed.attempt.failed();
        return page(401, { error: 'Incorrect email or password.' });
      }
      await allowed.attempt.succeeded();
      if (!(await bindGrant(db, usertoken, bindingHash, accountId)))
        return page(400, { error: EXPIRED_LINK });
      await rememberBrowser(db, accountId, knownBrowser.bind(request, reply));
      return redirectBack(reply, origin, { usertoken });
    }

    const name = (form.data.name ?? '').trim();
    if (name.length === 0) return page(400, { error: 'Enter your name.' });
    if (!emailSchema.safeParse(email).success) return page(400, { error: 'Enter a valid email address.' });
    if (password.length < MIN_PASSWORD)
      return page(400, { error: `Use a password of at least ${MIN_PASSWORD} characters.` });
    const wait = await throttle.creating(request);
    if (wait !== null) return tooMany(wait);
    await createAccount(db, { name, email, password });
    return page(200, { notice: COPY.platform.accountRequested }, 'signin');
  };
}
