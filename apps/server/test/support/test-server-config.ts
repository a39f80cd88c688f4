// The configuration of a test server (test-runtime.ts) on a throwaway database.
import { loadConfig } from '../../src/platform/config';

export function testServerConfig(
  { dataDir, databaseUrl }: { dataDir: string; databaseUrl?: string | undefined },
  env: Record<string, string> = {},
) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost:8080',
    // Most tests transcribe clips that have nobody to tell apart; those of docs/speakers.md turn it on.
    FIND_SPEAKERS_AUTOMATICALLY: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
}
