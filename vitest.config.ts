import { defineConfig } from 'vitest/config';

/** Two projects: fast pure unit tests, and API tests through HTTP against a real database. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/server/src/**/*.unit.test.ts',
          ],
          environment: 'node',
          // The engine's first call loads the CMU dictionary and builds its indexes: seconds on a busy
          // 2-core machine. No test asserts on time.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
          // Files share a worker's modules (the engine's dictionary, the app's imports) instead of
          // loading them again per file: each database pass takes ~40% less time. Every file builds
          // its own app on its own cloned database, so no state is shared through them.
          isolate: false,
        },
      },
    ],
  },
});
