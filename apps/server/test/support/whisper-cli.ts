// Where the tests find whisper-cli: WHISPER_CLI, or where ./test.sh builds it. Without it the
// whisper tests skip on a developer's machine, and fail under CI, where ./test.sh must build it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

export const WHISPER_CLI =
  process.env.WHISPER_CLI ?? path.join(repoRoot, '.cache/whisper-cli/bin/whisper-cli');

/** Why the whisper tests cannot run here, or null when they can. */
export function whisperCliMissing(): string | null {
  if (existsSync(WHISPER_CLI)) return null;
  const why = `no whisper-cli at ${WHISPER_CLI} (run ./test.sh, which builds it, or set WHISPER_CLI)`;
  if (process.env.CI) throw new Error(why);
  console.warn(`Skipping whisper tests: ${why}`);
  return why;
}
