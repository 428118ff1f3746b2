import { CHROMIUM_LAUNCH_OPTIONS } from '@lyricist/test-support/chromium';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${port}`;

/** E2E in Debian's Chromium against the built app on a throwaway data dir; never reaches outside. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One test file per core (5.0 min against 7.4 one at a time, two cores): each test has its own
  // browser, address and token; a test that needs untouched data signs up a fresh user. scripts/test.sh
  // runs e2e after the API passes, never beside them.
  workers: 2,
  // One retry, as Playwright's own template has on CI: a test that fails twice fails the suite; one
  // that passes only on its retry is named as flaky at the end of `npm test`'s log
  // (scripts/test.sh), so a rare race is seen and fixed rather than hidden or failing the day.
  retries: 1,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx apps/server/src/main.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      PLATFORM_DEMO_ACCOUNT: 'true',
      LOG_LEVEL: 'warn',
      // Each test plays a proxy and sends its own X-Forwarded-For (e2e/fixtures/auth.ts), so the
      // per-address limits count every test apart, as they would count different people.
      TRUST_PROXY: '1',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      ...(process.env.E2E_SERVER_ENV ? JSON.parse(process.env.E2E_SERVER_ENV) : {}),
    },
  },
});
