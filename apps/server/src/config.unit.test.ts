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
});
