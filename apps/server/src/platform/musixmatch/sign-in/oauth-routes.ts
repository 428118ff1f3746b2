import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { BrowserBinding } from '../../../identity/browser-binding';
import { decodeOrigin } from '../../embedded/replies';
import {
  ELSEWHERE_SENTENCE,
  EXPIRED_SENTENCE,
  OAUTH_AUTHORIZE_PATH,
  OAUTH_CALLBACK_PATH,
  type OAuthSignIn,
} from './oauth';

type Options = { signIn: OAuthSignIn; binding: BrowserBinding; allowedOrigins: string[]; publicUrl: string };

// The authorisation redirect of R-signin-3 (mode, app_id, usertoken, origin, force_app_redirect).
const authorizeQuery = z.object({
  usertoken: z.string().min(1).max(200),
  origin: z.string().min(1).max(4000),
});
const callbackQuery = z.object({
  state: z.string().max(200).optional(),
  code: z.string().max(4096).optional(),
  error: z.string().max(200).optional(),
});

function redirect(reply: FastifyReply, target: string, params: Record<string, string>) {
  const url = new URL(target);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return reply.header('cache-control', 'no-store').redirect(url.href, 303);
}

/** The two ends of the OAuth bridge: out to Musixmatch with PKCE and state, and back. */
export async function musixmatchOAuthRoutes(app: FastifyInstance, options: Options): Promise<void> {
  const { signIn, binding, allowedOrigins, publicUrl } = options;

  app.get(OAUTH_AUTHORIZE_PATH, async (request, reply) => {
    const query = authorizeQuery.safeParse(request.query);
    const origin = query.success ? decodeOrigin(query.data.origin, allowedOrigins) : null;
    // Without an origin of ours there is nowhere safe to send the browser: no open redirect.
    if (!query.success || !origin) {
      return reply.status(400).send({
        error: { code: 'validation_failed', message: 'This sign-in link is incomplete or points elsewhere.' },
      });
    }
    const target = await signIn.authorizeUrl(query.data.usertoken, origin.href, binding.hashOf(request));
    if (target === 'expired') return redirect(reply, origin.href, { error: EXPIRED_SENTENCE });
    if (target === 'elsewhere') return redirect(reply, origin.href, { error: ELSEWHERE_SENTENCE });
    return reply.header('cache-control', 'no-store').redirect(target, 303);
  });

  app.get(OAUTH_CALLBACK_PATH, async (request, reply) => {
    const query = callbackQuery.safeParse(request.query);
    const outcome = await signIn.finish(query.success ? query.data : {}, binding.hashOf(request));
    return redirect(reply, outcome.origin ?? `${publicUrl}/`, outcome.params);
  });
}
