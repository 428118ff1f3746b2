import { z } from 'zod';

/**
 * Musixmatch settings (README "A real Musixmatch account"). The catalogue and sign-in are separate:
 * the catalogue is the public web API with an api key; sign-in is OAuth 2.0 with PKCE for
 * registered partners, or, only when asked for, the unofficial calls Musixmatch's own apps make.
 */

const optionalUrl = z.url().optional();
/** 32 bytes for AES-256-GCM, as base64 (`openssl rand -base64 32`). */
const tokenKey = z
  .string()
  .refine(
    (v) => Buffer.from(v, 'base64').length === 32,
    'must be 32 bytes as base64 (openssl rand -base64 32)',
  )
  .optional();

export const musixmatchEnvShape = {
  MUSIXMATCH_API_URL: z.url().default('https://api.musixmatch.com/ws/1.1/'),
  MUSIXMATCH_API_KEY: z.string().default(''),
  MUSIXMATCH_SIGN_IN: z.enum(['oauth', 'legacy-unofficial']).default('oauth'),
  MUSIXMATCH_OAUTH_CLIENT_ID: z.string().default(''),
  MUSIXMATCH_OAUTH_CLIENT_SECRET: z.string().default(''),
  MUSIXMATCH_OAUTH_AUTHORIZE_URL: optionalUrl,
  MUSIXMATCH_OAUTH_TOKEN_URL: optionalUrl,
  MUSIXMATCH_OAUTH_TOKEN_INFO_URL: optionalUrl,
  MUSIXMATCH_OAUTH_SCOPES: z.string().default(''),
  MUSIXMATCH_TOKEN_KEY: tokenKey,
  MUSIXMATCH_LEGACY_API_URL: optionalUrl,
  MUSIXMATCH_AUTH_URL: z.url().default('https://www.musixmatch.com/login'),
  MUSIXMATCH_APP_ID: z.string().default(''),
};

type MusixmatchEnv = z.output<z.ZodObject<typeof musixmatchEnvShape>>;

export type OAuthSettings = {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  tokenInfoUrl: string;
  scopes: string;
  tokenKey: Buffer;
};

export type LegacySettings = { apiUrl: string; authUrl: string; appId: string };

export type MusixmatchSettings = {
  apiUrl: string;
  apiKey: string;
  signIn: { kind: 'oauth'; oauth: OAuthSettings } | { kind: 'legacy-unofficial'; legacy: LegacySettings };
};

const OAUTH_REQUIRED = [
  'MUSIXMATCH_OAUTH_CLIENT_ID',
  'MUSIXMATCH_OAUTH_CLIENT_SECRET',
  'MUSIXMATCH_OAUTH_AUTHORIZE_URL',
  'MUSIXMATCH_OAUTH_TOKEN_URL',
  'MUSIXMATCH_OAUTH_TOKEN_INFO_URL',
  'MUSIXMATCH_TOKEN_KEY',
] as const;

/** What MUSIC_PLATFORM=musixmatch needs besides itself; checked even when other fields are bad. */
export function musixmatchIssues(env: NodeJS.ProcessEnv): string[] {
  if (env.MUSIC_PLATFORM !== 'musixmatch') return [];
  const legacy = env.MUSIXMATCH_SIGN_IN === 'legacy-unofficial';
  const required = ['MUSIXMATCH_API_KEY', ...(legacy ? ['MUSIXMATCH_APP_ID'] : OAUTH_REQUIRED)];
  const why = legacy ? 'MUSIXMATCH_SIGN_IN=legacy-unofficial' : 'MUSIC_PLATFORM=musixmatch';
  return required.filter((key) => !env[key]).map((key) => `  ${key}: is required when ${why}`);
}

/** The settings, once `musixmatchIssues` found nothing missing. */
export function musixmatchSettingsOf(env: MusixmatchEnv): MusixmatchSettings {
  const signIn: MusixmatchSettings['signIn'] =
    env.MUSIXMATCH_SIGN_IN === 'legacy-unofficial'
      ? {
          kind: 'legacy-unofficial',
          legacy: {
            apiUrl: env.MUSIXMATCH_LEGACY_API_URL ?? env.MUSIXMATCH_API_URL,
            authUrl: env.MUSIXMATCH_AUTH_URL,
            appId: env.MUSIXMATCH_APP_ID,
          },
        }
      : {
          kind: 'oauth',
          oauth: {
            clientId: env.MUSIXMATCH_OAUTH_CLIENT_ID,
            clientSecret: env.MUSIXMATCH_OAUTH_CLIENT_SECRET,
            authorizeUrl: env.MUSIXMATCH_OAUTH_AUTHORIZE_URL ?? '',
            tokenUrl: env.MUSIXMATCH_OAUTH_TOKEN_URL ?? '',
            tokenInfoUrl: env.MUSIXMATCH_OAUTH_TOKEN_INFO_URL ?? '',
            scopes: env.MUSIXMATCH_OAUTH_SCOPES,
            tokenKey: Buffer.from(env.MUSIXMATCH_TOKEN_KEY ?? '', 'base64'),
          },
        };
  return { apiUrl: env.MUSIXMATCH_API_URL, apiKey: env.MUSIXMATCH_API_KEY, signIn };
}
