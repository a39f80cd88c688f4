// A full server (runtime + HTTP app) on a throwaway database, for integration tests.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { registerAccountWorkers } from '../../src/modules/auth/account-jobs';
import { loadConfig } from '../../src/platform/config';
import { type AppRoutes, buildApp } from '../../src/platform/http/build-app';
import { appRoutes } from '../../src/routes';
import { createRuntime, type Runtime } from '../../src/runtime';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestServer {
  runtime: Runtime;
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  /** Adds routes before the app is sealed, to exercise platform behaviour (parsers, envelope). */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** The app's routes (src/routes.ts unless a test wraps them, e.g. to watch them register). */
  routes?: AppRoutes;
}

export async function startTestServer({
  env = {},
  beforeReady,
  routes = appRoutes,
}: TestServerOptions = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: database.dataDir,
    APP_URL: 'http://localhost:8080',
    // Most tests transcribe clips that have nobody to tell apart; those of docs/speakers.md turn it on.
    FIND_SPEAKERS_AUTOMATICALLY: 'false',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...env,
  });
  const runtime = await createRuntime(config);
  // Sign-up and password-reset mails are sent by these workers (modules/auth/account-jobs).
  await registerAccountWorkers(runtime);
  const app = await buildApp(runtime, routes);
  await beforeReady?.(app);
  await app.ready();
  return {
    runtime,
    app,
    database,
    close: async () => {
      await app.close();
      await runtime.close();
      await database.drop();
    },
  };
}

/**
 * A server for every test of the file: started before them, closed after them. Returns a getter,
 * as the server exists only once the tests run.
 */
export function serverForTheseTests(options?: TestServerOptions): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('The test server is not started yet: read it inside a test.');
    return server;
  };
}
