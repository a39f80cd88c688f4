import { configDefaults, defineConfig } from 'vitest/config';

// Server tests that use no database (engines, ffmpeg, S3, model installs), only read one row (the
// clip finder), check what ffmpeg makes of a video through the plain rows every render writes
// (camera sources, overlays, silence cuts, reframe), or check parsing and third-party answers
// (subtitle files, stock providers, a language model's answers, OTIO exports, template samples,
// response headers), or the API's documentation, its generated client and the MCP protocol on top
// of it: run once, in the PGlite project, not again against PostgreSQL.
const withoutDatabase = [
  'ai',
  'api-reference',
  'automatic-editing',
  'caption-render',
  'clip-finder',
  'engine-selection',
  'face-detection',
  'mcp',
  'open-stock',
  'overlays',
  'people-on-screen',
  'pocketsphinx-engine',
  'reframe',
  'render-camera-sources',
  's3-storage',
  'script-fonts',
  'script-render',
  'security-headers',
  'speakers',
  'speaker-reframe',
  'speech-apis',
  'stock',
  'subtitle-import',
  'template-samples',
  'timeline-export',
  'transcription-languages',
  'translations',
  'voice-turns',
  'whisper-engine',
  'whisper-models',
  'whisper-test-model',
].map((name) => `apps/server/test/${name}.test.ts`);

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
          exclude: [...configDefaults.exclude, ...(db === 'postgres' ? withoutDatabase : [])],
          environment: 'node',
          env: { TEST_DB: db },
          ...(db === 'pglite' && { globalSetup: ['apps/server/test/support/pglite-template.ts'] }),
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      })),
    ],
  },
});
