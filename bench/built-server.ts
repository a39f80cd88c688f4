// The two servers an end-to-end bench compares: this working tree ("candidate"), built now, and a
// git ref ("baseline") checked out with `git worktree add --detach` in the temp folder, installed
// with `npm ci` and built there once; the built checkout is kept, keyed by commit, so reruns
// start at once. (To delete one: `git worktree remove --force <dir>`.)
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BuiltServer {
  label: string;
  /** Checkout holding apps/server/dist. */
  root: string;
}

/** The Node that runs this bench comes first on PATH, so that npm is its own. */
const toolEnv = { ...process.env, PATH: `${path.dirname(process.execPath)}:${process.env.PATH ?? ''}` };

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, {
    cwd,
    env: toolEnv,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

const buildServer = (root: string) =>
  run('npm', ['run', 'build', '--silent', '-w', '@captionist/server'], root);

export function builtCandidate(): BuiltServer {
  buildServer(repoRoot);
  const head = run('git', ['rev-parse', '--short', 'HEAD'], repoRoot).trim();
  const changed = run('git', ['status', '--porcelain', '--untracked-files=no'], repoRoot).trim() !== '';
  return { label: `candidate (${head}${changed ? ' + changes' : ''})`, root: repoRoot };
}

export function builtBaseline(ref: string): BuiltServer {
  const commit = run('git', ['rev-parse', '--verify', `${ref}^{commit}`], repoRoot).trim();
  const root = path.join(os.tmpdir(), 'captionist-bench-baseline', commit);
  const builtMark = path.join(root, '.bench-built');
  const label = `baseline (${ref === commit.slice(0, ref.length) ? commit.slice(0, 7) : `${ref}, ${commit.slice(0, 7)}`})`;
  if (existsSync(builtMark)) return { label, root };
  // A checkout left half-made by an interrupted run is made again.
  rmSync(root, { recursive: true, force: true });
  run('git', ['worktree', 'prune'], repoRoot);
  console.log(`checking out and building the baseline ${commit.slice(0, 7)} in ${root} (once)`);
  run('git', ['worktree', 'add', '--detach', root, commit], repoRoot);
  run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], root);
  buildServer(root);
  writeFileSync(builtMark, `${new Date().toISOString()}\n`);
  return { label, root };
}
