// The OpenAPI document as a default install serves it at /api/docs, made without a running server:
// the app is built on a throwaway embedded database and never listens. packages/sdk is generated
// from it (npm run generate -w @captionist/sdk).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './platform/config';
import { buildApp } from './platform/http/build-app';
import { appRoutes } from './routes';
import { createRuntime } from './runtime';

/** The address the document names as its server: ./start.sh's default. */
export const SNAPSHOT_APP_URL = 'http://localhost:8080';

export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'captionist-openapi-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      APP_URL: SNAPSHOT_APP_URL,
    });
    const runtime = await createRuntime(config);
    try {
      const app = await buildApp(runtime, appRoutes);
      await app.ready();
      // A plain copy: the document holds getters and shared objects of the registered schemas.
      const document = JSON.parse(JSON.stringify(app.swagger()));
      await app.close();
      return document;
    } finally {
      await runtime.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
