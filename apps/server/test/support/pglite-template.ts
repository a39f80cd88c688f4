// Vitest global setup of the server-pglite project: one PGlite folder migrated, seeded and with
// the job queues made, once per run. Each test server starts on a copy of it (test-runtime.ts)
// instead of building its own: a new cluster, every migration and pg-boss's schema cost 4–6 s a
// test file, a copy about 1 s (docs/STATUS.md "Test time"). Only the database is copied: each
// server seeds its own storage again (the seed writes only the files its storage lacks), and
// applies its own queue settings at start.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createRuntime } from '../../src/runtime';
import { testServerConfig } from './test-server-config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated, seeded PGlite folder test servers start on a copy of. */
    pgliteTemplate: string;
  }
}

export default async function makePgliteTemplate(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'captionist-template-'));
  const runtime = await createRuntime(testServerConfig({ dataDir }));
  await runtime.close();
  project.provide('pgliteTemplate', runtime.config.PGLITE_DIR);
  return () => rm(dataDir, { recursive: true, force: true });
}
