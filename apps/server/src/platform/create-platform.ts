import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config/config';
import type { Database } from '../db/client';
import type { BrowserBinding } from '../identity/browser-binding';
import { createEmbeddedPlatform } from './embedded/embedded-platform';
import { knownBrowserCookie } from './embedded/known-browsers';
import { embeddedPlatformRoutes } from './embedded/routes';
import { createMusixmatchPlatform } from './musixmatch/musixmatch-platform';
import { createLegacySignIn } from './musixmatch/sign-in/legacy';
import { createOAuthSignIn } from './musixmatch/sign-in/oauth';
import { musixmatchOAuthRoutes } from './musixmatch/sign-in/oauth-routes';
import type { MusicPlatform } from './types';

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost'];

export const LEGACY_SIGN_IN_WARNING =
  "MUSIXMATCH_SIGN_IN=legacy-unofficial: sign-in uses token.get and user.get, which are not in Musixmatch's public API; they may stop working or be refused at any time.";

/** Origins the sign-in page may send the browser back to: the public URL, and its loopback twin. */
export function allowedOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  return LOOPBACK_HOSTS.map((host) => {
    const twin = new URL(url);
    twin.hostname = host;
    return twin.origin;
  });
}

type Created = { platform: MusicPlatform; routes: FastifyPluginAsync | null };

function musixmatch(
  config: Config,
  db: Database,
  binding: BrowserBinding,
  warn: (message: string) => void,
): Created {
  const settings = config.musixmatch;
  if (settings.signIn.kind === 'legacy-unofficial') {
    warn(LEGACY_SIGN_IN_WARNING);
    const signIn = createLegacySignIn(settings.signIn.legacy, settings.apiKey);
    return { platform: createMusixmatchPlatform({ settings, signIn, db, warn }), routes: null };
  }
  const signIn = createOAuthSignIn(db, settings.signIn.oauth, config.publicUrl);
  const options = {
    signIn,
    binding,
    allowedOrigins: allowedOrigins(config.publicUrl),
    publicUrl: config.publicUrl,
  };
  return {
    platform: createMusixmatchPlatform({ settings, signIn, db, warn }),
    routes: (app) => musixmatchOAuthRoutes(app, options),
  };
}

/** The configured music platform, and the routes it serves itself under /platform/. */
export function createPlatform(
  config: Config,
  db: Database,
  binding: BrowserBinding,
  warn: (message: string) => void,
): Created {
  if (config.musicPlatform === 'musixmatch') return musixmatch(config, db, binding, warn);
  const platform = createEmbeddedPlatform(db, config.publicUrl);
  const origins = allowedOrigins(config.publicUrl);
  return {
    platform,
    routes: (app) =>
      embeddedPlatformRoutes(app, {
        db,
        allowedOrigins: origins,
        binding,
        knownBrowser: knownBrowserCookie(config.publicUrl),
      }),
  };
}
