import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './pglite-lock';

const dir = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'captionist-lock-')), 'db');

describe('lockDataDir', () => {
  it('refuses a folder held by another running process', () => {
    const dataDir = dir();
    writeFileSync(`${dataDir}.pid`, String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(/in use by process/);
  });

  it('takes over the lock of a process that died', () => {
    const dataDir = dir();
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(`${dataDir}.pid`, String(dead));
    const unlock = lockDataDir(dataDir);
    unlock();
    expect(existsSync(`${dataDir}.pid`)).toBe(false);
  });

  it('locks and unlocks a free folder', () => {
    const dataDir = dir();
    const unlock = lockDataDir(dataDir);
    expect(existsSync(`${dataDir}.pid`)).toBe(true);
    unlock();
    expect(existsSync(`${dataDir}.pid`)).toBe(false);
  });
});
