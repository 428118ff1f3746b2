import path from 'node:path';
import { AI_DAILY_LIMIT_MODEL_DEFAULT } from '@lyricist/shared/constants';
import { z } from 'zod';

const booleanString = z.enum(['true', 'false']).transform((v) => v === 'true');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  MUSIC_PLATFORM: z.enum(['embedded', 'musixmatch']).default('embedded'),
  MUSIXMATCH_API_URL: z.url().default('https://api.musixmatch.com/ws/1.1/'),
  MUSIXMATCH_AUTH_URL: z.url().default('https://www.musixmatch.com/login'),
  MUSIXMATCH_APP_ID: z.string().default(''),
  MUSIXMATCH_API_KEY: z.string().default(''),
  AI_PROVIDER: z.enum(['embedded', 'model']).default('embedded'),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  MIXPANEL_TOKEN: z.string().optional(),
  MIXPANEL_API_HOST: z.url().optional(),
  PLATFORM_DEMO_ACCOUNT: booleanString.optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(false|\d{1,2}|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/,
      'must be a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges',
    )
    .refine((v) => v !== 'true', 'true would trust any X-Forwarded-For; name the hops or the proxies')
    .optional(),
  AI_DAILY_LIMIT: z.coerce.number().int().min(0).max(1_000_000).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  musicPlatform: 'embedded' | 'musixmatch';
  musixmatch: { apiUrl: string; authUrl: string; appId: string; apiKey: string };
  ai: { provider: 'embedded' | 'model'; baseUrl?: string; apiKey?: string; model?: string };
  analytics: { token: string | null; apiHost: string | null };
  demoAccount: boolean;
  /** Fastify's trustProxy: false (the socket's address), the first N hops, or the proxies' addresses. */
  trustProxy: false | string | ((address: string, hop: number) => boolean);
  /** AI calls per writer per day; 0 means no budget. */
  aiDailyLimit: number;
  logLevel: string;
  webDist: string;
};

export class ConfigError extends Error {}

/** Settings that are required only together with another one; checked even when other fields are bad. */
function crossFieldIssues(env: NodeJS.ProcessEnv): string[] {
  const issues: string[] = [];
  if (env.AI_PROVIDER === 'model') {
    for (const key of ['AI_BASE_URL', 'AI_MODEL'])
      if (!env[key]) issues.push(`  ${key}: is required when AI_PROVIDER=model`);
  }
  if (env.MUSIC_PLATFORM === 'musixmatch' && !env.MUSIXMATCH_API_KEY) {
    issues.push('  MUSIXMATCH_API_KEY: is required when MUSIC_PLATFORM=musixmatch');
  }
  return issues;
}

/** Parses the environment once; a bad value stops start-up with a message naming every bad field. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const lines = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)),
    ...crossFieldIssues(env),
  ];
  if (!parsed.success || lines.length > 0)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    musicPlatform: e.MUSIC_PLATFORM,
    musixmatch: {
      apiUrl: e.MUSIXMATCH_API_URL,
      authUrl: e.MUSIXMATCH_AUTH_URL,
      appId: e.MUSIXMATCH_APP_ID,
      apiKey: e.MUSIXMATCH_API_KEY,
    },
    ai: { provider: e.AI_PROVIDER, baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL },
    analytics: {
      token: e.MIXPANEL_TOKEN ?? null,
      apiHost: e.MIXPANEL_TOKEN ? (e.MIXPANEL_API_HOST ?? null) : null,
    },
    demoAccount: e.PLATFORM_DEMO_ACCOUNT ?? e.NODE_ENV !== 'production',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    aiDailyLimit: e.AI_DAILY_LIMIT ?? (e.AI_PROVIDER === 'model' ? AI_DAILY_LIMIT_MODEL_DEFAULT : 0),
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}

/** X-Forwarded-For is believed only as far as named: nothing by default, also in production. */
function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (!/^\d+$/.test(value)) return value.replace(/\s+/g, '');
  // A hop count, as proxy-addr counts it: the socket's peer is hop 0.
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}
