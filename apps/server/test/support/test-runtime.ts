// A full server (runtime + HTTP app) on a throwaway database, for integration tests.
import { cp } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { registerAccountWorkers } from '../../src/modules/auth/account-jobs';
import { type AppRoutes, buildApp } from '../../src/platform/http/build-app';
import { appRoutes } from '../../src/routes';
import { createRuntime, type Runtime } from '../../src/runtime';
import { createTestDatabase, type TestDatabase } from './test-database';
import { testServerConfig } from './test-server-config';

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
  const config = testServerConfig(database, env);
  // The PGlite project's global setup made one migrated, seeded folder for the run (pglite-template.ts).
  const template = database.kind === 'pglite' ? inject('pgliteTemplate') : undefined;
  if (template) await cp(template, config.PGLITE_DIR, { recursive: true });
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
