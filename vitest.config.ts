import { defineConfig } from 'vitest/config';

// One runner for every workspace: pure unit tests, the browser-side unit tests (happy-dom),
// and the server integration tests, which run once per database kind (PGlite and PostgreSQL).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        // Checks of the built web app (apps/web/dist), which ./test.sh builds before the tests.
        test: {
          name: 'web-build',
          include: ['apps/web/build/**/*.test.ts'],
          environment: 'node',
        },
      },
      ...(['pglite', 'postgres'] as const).map((db) => ({
        test: {
          name: `server-${db}`,
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: db },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      })),
    ],
  },
});
