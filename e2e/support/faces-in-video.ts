// The faces the server's detector finds in a video file (boxes as fractions of the frame), sampled
// every `intervalMs`: run as its own process (apps/server/test/support/faces-cli.ts).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { FaceSample } from '../../apps/server/src/modules/reframe/face-detection';

const root = path.resolve(import.meta.dirname, '../..');

export function facesInVideo(file: string, durationMs: number, intervalMs: number): FaceSample[] {
  const json = execFileSync(
    'npx',
    ['tsx', 'apps/server/test/support/faces-cli.ts', file, String(durationMs), String(intervalMs)],
    { cwd: root, encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'warn' } },
  );
  return JSON.parse(json) as FaceSample[];
}
