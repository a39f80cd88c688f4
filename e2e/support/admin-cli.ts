// Runs the admin CLI (npm run admin) against the browser tests' server database.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR, E2E_DATABASE_URL_FILE } from './e2e-paths';

const root = path.resolve(import.meta.dirname, '../..');

export function runAdmin(...args: string[]): string {
  return execFileSync('npx', ['tsx', 'apps/server/src/admin/admin.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      DATABASE_URL: readFileSync(path.join(root, E2E_DATABASE_URL_FILE), 'utf8').trim(),
      DATA_DIR: path.join(root, E2E_DATA_DIR),
      LOG_LEVEL: 'warn',
    },
  });
}
