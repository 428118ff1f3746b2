import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { BrowserBinding } from '../features/auth/browser-binding';
import { createEmbeddedPlatform } from './embedded/embedded-platform';
import { embeddedPlatformRoutes } from './embedded/routes';
import { createMusixmatchPlatform } from './musixmatch/musixmatch-platform';
import type { MusicPlatform } from './types';

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost'];

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

/** The configured music platform, and the routes it serves itself (the embedded one only). */
export function createPlatform(
  config: Config,
  db: Database,
  binding: BrowserBinding,
): { platform: MusicPlatform; routes: FastifyPluginAsync | null } {
  // Musixmatch runs its own sign-in page (authUrl), so nothing is served under /platform/.
  if (config.musicPlatform === 'musixmatch') {
    return { platform: createMusixmatchPlatform(config.musixmatch), routes: null };
  }
  const platform = createEmbeddedPlatform(db, config.publicUrl);
  const origins = allowedOrigins(config.publicUrl);
  return {
    platform,
    routes: (app) => embeddedPlatformRoutes(app, { db, allowedOrigins: origins, binding }),
  };
}
