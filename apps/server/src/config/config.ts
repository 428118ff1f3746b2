import os from 'node:os';
import path from 'node:path';
import { DEFAULT_MODEL_PATH } from '@lyricist/lyric-model/model-file';
import {
  AI_DAILY_LIMIT_MODEL_DEFAULT,
  ENGINE_AUTOCOMPLETE_BUDGET_MS,
  ENGINE_TASK_BUDGET_MS,
  LOCAL_MODEL_BUDGET_MS,
  MEMO_QUOTA_BYTES,
  MEMO_UPLOAD_LIMIT,
} from '@lyricist/shared/constants';
import { z } from 'zod';
import { aiEnvShape, type ModelSettings, modelSettingsOf } from './model-settings';
import {
  type MusixmatchSettings,
  musixmatchEnvShape,
  musixmatchIssues,
  musixmatchSettingsOf,
} from './musixmatch-settings';

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
  ...musixmatchEnvShape,
  AI_PROVIDER: z.enum(['embedded', 'model', 'local']).default('embedded'),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  ...aiEnvShape,
  // The embedded engine's worker threads (one per core, at most 4) and per-call time budgets.
  AI_WORKERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(16)
    .default(Math.max(1, Math.min(4, os.availableParallelism()))),
  AI_AUTOCOMPLETE_BUDGET_MS: z.coerce.number().int().min(1).default(ENGINE_AUTOCOMPLETE_BUDGET_MS),
  AI_TASK_BUDGET_MS: z.coerce.number().int().min(1).default(ENGINE_TASK_BUDGET_MS),
  // AI_PROVIDER=local: the model file (fetched by `npm run model:fetch`), its budget and its threads.
  MODEL_PATH: z.string().min(1).default(DEFAULT_MODEL_PATH),
  AI_LOCAL_BUDGET_MS: z.coerce.number().int().min(1).default(LOCAL_MODEL_BUDGET_MS),
  // One core is left to the server and the engine: on 2 cores, two model threads slowed every
  // request (health max 190 ms against 79 ms, ADR 044).
  AI_LOCAL_THREADS: z.coerce
    .number()
    .int()
    .min(1)
    .max(16)
    .default(Math.max(1, Math.min(4, os.availableParallelism() - 1))),
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
  // Voice memos (ADR 055): every writer's bytes over all songs, and uploads per 10 minutes.
  MEMO_QUOTA_BYTES: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).default(MEMO_QUOTA_BYTES),
  MEMO_UPLOAD_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(MEMO_UPLOAD_LIMIT),
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
  musixmatch: MusixmatchSettings;
  ai: {
    provider: 'embedded' | 'model' | 'local';
    baseUrl?: string;
    apiKey?: string;
    model?: string;
    settings: ModelSettings;
  };
  engine: EngineConfig;
  local: LocalModelConfig;
  analytics: { token: string | null; apiHost: string | null };
  demoAccount: boolean;
  /** Fastify's trustProxy: false (the socket's address), the first N hops, or the proxies' addresses. */
  trustProxy: false | string | ((address: string, hop: number) => boolean);
  /** AI calls per writer per day; 0 means no budget. */
  aiDailyLimit: number;
  memos: MemoLimits;
  logLevel: string;
  webDist: string;
};

/** The embedded engine's pool: worker threads, and how long an autocomplete or other call may run. */
export type EngineConfig = { workers: number; autocompleteBudgetMs: number; taskBudgetMs: number };

/** The local language model (AI_PROVIDER=local): where its file is, its budget per line, its threads. */
export type LocalModelConfig = { modelPath: string; budgetMs: number; threads: number };

/** One writer's memos: bytes kept over every song, and uploads per MEMO_UPLOAD_WINDOW_MS (ADR 055). */
export type MemoLimits = { quotaBytes: number; uploadLimit: number };

export class ConfigError extends Error {}

/** Settings that are required only together with another one; checked even when other fields are bad. */
function crossFieldIssues(env: NodeJS.ProcessEnv): string[] {
  const issues: string[] = [];
  if (env.AI_PROVIDER === 'model') {
    for (const key of ['AI_BASE_URL', 'AI_MODEL'])
      if (!env[key]) issues.push(`  ${key}: is required when AI_PROVIDER=model`);
  }
  return [...issues, ...musixmatchIssues(env)];
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
    musixmatch: musixmatchSettingsOf(e),
    ai: {
      provider: e.AI_PROVIDER,
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      settings: modelSettingsOf(e),
    },
    engine: {
      workers: e.AI_WORKERS,
      autocompleteBudgetMs: e.AI_AUTOCOMPLETE_BUDGET_MS,
      taskBudgetMs: e.AI_TASK_BUDGET_MS,
    },
    local: {
      modelPath: path.resolve(e.MODEL_PATH),
      budgetMs: e.AI_LOCAL_BUDGET_MS,
      threads: e.AI_LOCAL_THREADS,
    },
    analytics: {
      token: e.MIXPANEL_TOKEN ?? null,
      apiHost: e.MIXPANEL_TOKEN ? (e.MIXPANEL_API_HOST ?? null) : null,
    },
    demoAccount: e.PLATFORM_DEMO_ACCOUNT ?? e.NODE_ENV !== 'production',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    aiDailyLimit: e.AI_DAILY_LIMIT ?? (e.AI_PROVIDER === 'model' ? AI_DAILY_LIMIT_MODEL_DEFAULT : 0),
    memos: { quotaBytes: e.MEMO_QUOTA_BYTES, uploadLimit: e.MEMO_UPLOAD_LIMIT },
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../../web/dist', import.meta.url).pathname),
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
