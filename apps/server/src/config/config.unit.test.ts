import path from 'node:path';
import {
  AI_DAILY_LIMIT_MODEL_DEFAULT,
  MEMO_QUOTA_BYTES,
  MEMO_UPLOAD_LIMIT,
} from '@lyricist/shared/constants';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      musicPlatform: 'embedded',
      databaseUrl: undefined,
    });
    expect(config.ai.provider).toBe('embedded');
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.demoAccount).toBe(true);
    // The web build the server serves unless WEB_DIST names another.
    expect(config.webDist.split(path.sep).slice(-3)).toEqual(['apps', 'web', 'dist']);
  });

  it('stops with a message naming every bad field', () => {
    const bad = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', AI_PROVIDER: 'model' });
    expect(bad).toThrow(ConfigError);
    const message = (() => {
      try {
        bad();
      } catch (e) {
        return (e as Error).message;
      }
    })();
    for (const field of ['PORT', 'DATABASE_URL', 'AI_BASE_URL', 'AI_MODEL']) expect(message).toContain(field);
  });

  it('turns the demo account off in production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoAccount).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PLATFORM_DEMO_ACCOUNT: 'true' }).demoAccount).toBe(true);
  });

  it('enables analytics only with a token, on the EU host unless configured', () => {
    expect(loadConfig({}).analytics).toEqual({ token: null, apiHost: null });
    expect(loadConfig({ MIXPANEL_TOKEN: 't' }).analytics).toEqual({ token: 't', apiHost: null });
  });

  it('asks for every OAuth setting when Musixmatch signs in through OAuth, and the app id for legacy', () => {
    const message = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    };
    const oauth = message({ MUSIC_PLATFORM: 'musixmatch', MUSIXMATCH_TOKEN_KEY: 'short' });
    for (const field of [
      'MUSIXMATCH_API_KEY',
      'MUSIXMATCH_OAUTH_CLIENT_ID',
      'MUSIXMATCH_OAUTH_CLIENT_SECRET',
      'MUSIXMATCH_OAUTH_AUTHORIZE_URL',
      'MUSIXMATCH_OAUTH_TOKEN_URL',
      'MUSIXMATCH_OAUTH_TOKEN_INFO_URL',
      'MUSIXMATCH_TOKEN_KEY: must be 32 bytes',
    ])
      expect(oauth).toContain(field);
    const legacy = message({ MUSIC_PLATFORM: 'musixmatch', MUSIXMATCH_SIGN_IN: 'legacy-unofficial' });
    expect(legacy).toContain('MUSIXMATCH_APP_ID: is required when MUSIXMATCH_SIGN_IN=legacy-unofficial');
    expect(legacy).not.toContain('OAUTH');
  });

  it('reads the model settings: omit for no temperature, the time limits as ceilings (R-limits-7)', () => {
    const { settings } = loadConfig({
      AI_STRUCTURED_OUTPUT: 'off',
      AI_TEMPERATURE_CREATIVE: 'omit',
      AI_TEMPERATURE_ANALYTIC: '0.1',
      AI_TIMEOUT_MS: '20000',
      AI_REASONING_TOKENS: '2000',
    }).ai;
    expect(settings).toEqual({
      structuredOutput: 'off',
      temperatures: { creative: null, analytic: 0.1 },
      timeouts: { autocompleteMs: 10_000, otherMs: 20_000 },
      reasoningTokens: 2000,
    });
    expect(() => loadConfig({ AI_TIMEOUT_MS: '120000' })).toThrow(/AI_TIMEOUT_MS/);
    expect(() => loadConfig({ AI_STRUCTURED_OUTPUT: 'grammar' })).toThrow(/AI_STRUCTURED_OUTPUT/);
  });

  it('trusts X-Forwarded-For only as far as TRUST_PROXY names, even in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).trustProxy).toBe(false);
    const oneHop = loadConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect(typeof oneHop === 'function' && [oneHop('10.0.0.1', 0), oneHop('10.0.0.2', 1)]).toEqual([
      true,
      false,
    ]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.1.0/24' }).trustProxy).toBe('10.0.0.1,10.0.1.0/24');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('budgets AI calls per day only for a model provider unless AI_DAILY_LIMIT says otherwise', () => {
    expect(loadConfig({}).aiDailyLimit).toBe(0);
    const model = { AI_PROVIDER: 'model', AI_BASE_URL: 'http://127.0.0.1:1/v1', AI_MODEL: 'm' };
    expect(loadConfig(model).aiDailyLimit).toBe(AI_DAILY_LIMIT_MODEL_DEFAULT);
    expect(loadConfig({ ...model, AI_DAILY_LIMIT: '0' }).aiDailyLimit).toBe(0);
    expect(loadConfig({ AI_DAILY_LIMIT: '25' }).aiDailyLimit).toBe(25);
    expect(() => loadConfig({ AI_DAILY_LIMIT: '-1' })).toThrow(/AI_DAILY_LIMIT/);
  });

  it('keeps the memo quota and upload limit of ADR 055 unless the deployment sets its own', () => {
    expect(loadConfig({}).memos).toEqual({ quotaBytes: MEMO_QUOTA_BYTES, uploadLimit: MEMO_UPLOAD_LIMIT });
    const own = loadConfig({ MEMO_QUOTA_BYTES: String(1024 ** 3), MEMO_UPLOAD_LIMIT: '30' }).memos;
    expect(own).toEqual({ quotaBytes: 1024 ** 3, uploadLimit: 30 });
    expect(() => loadConfig({ MEMO_QUOTA_BYTES: '0' })).toThrow(/MEMO_QUOTA_BYTES/);
    expect(() => loadConfig({ MEMO_UPLOAD_LIMIT: 'lots' })).toThrow(/MEMO_UPLOAD_LIMIT/);
  });
});
