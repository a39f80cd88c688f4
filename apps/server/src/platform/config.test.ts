import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'captionist-config-'));

describe('loadConfig', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PGLITE_DIR).toBe(path.join(config.DATA_DIR, 'db'));
    expect(config.STORAGE_DIR).toBe(path.join(config.DATA_DIR, 'storage'));
  });

  it('generates an app key once and keeps it across restarts', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).APP_KEY;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).APP_KEY).toBe(first);
    expect(readFileSync(path.join(dir, 'app.key'), 'utf8')).toBe(first);
  });

  it('names each invalid variable', () => {
    const attempt = () => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL: must be a postgres:\/\/ connection string/);
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: '', PORT: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(8080);
  });

  it('rejects a short APP_KEY', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), APP_KEY: 'short' })).toThrow(/APP_KEY/);
  });
});
