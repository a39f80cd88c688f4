// PGlite does not lock its data folder, and two processes writing one folder corrupt it.
// A pid file next to the folder makes a second process refuse to start; a stale file left by a
// killed process (its pid no longer runs) is taken over.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.pid`;
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const owner = Number(readFileSync(file, 'utf8'));
    if (owner && owner !== process.pid && isRunning(owner)) {
      throw new Error(
        `The embedded database ${dataDir} is in use by process ${owner}. Run one process (the "all" command), or set DATABASE_URL to use PostgreSQL for several.`,
      );
    }
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}

/** The live process holding the embedded database, if any (e.g. the running server). */
export function dataDirOwner(dataDir: string): number | null {
  let owner: number;
  try {
    owner = Number(readFileSync(`${dataDir}.pid`, 'utf8'));
  } catch {
    return null;
  }
  return owner && owner !== process.pid && isRunning(owner) ? owner : null;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
