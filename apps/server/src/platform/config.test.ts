import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadModelsConfig } from './config';

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

describe('loadModelsConfig', () => {
  it('keeps whisper models in $DATA_DIR/models unless WHISPER_MODELS_DIR says otherwise', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).WHISPER_MODELS_DIR).toBe(path.join(dir, 'models'));
    expect(loadModelsConfig({ DATA_DIR: dir }).WHISPER_MODELS_DIR).toBe(path.join(dir, 'models'));
    expect(loadModelsConfig({ DATA_DIR: dir, WHISPER_MODELS_DIR: '/srv/models' }).WHISPER_MODELS_DIR).toBe(
      '/srv/models',
    );
  });

  it('reads only the model settings, creating no app key (it runs while an image is built)', () => {
    const dir = dataDir();
    const config = loadModelsConfig({ DATA_DIR: dir, PORT: 'eighty' });
    expect(config.WHISPER_MODEL_BASE_URL).toBe('https://huggingface.co/ggerganov/whisper.cpp/resolve/main');
    expect(existsSync(path.join(dir, 'app.key'))).toBe(false);
    expect(() => loadModelsConfig({ WHISPER_MODEL_BASE_URL: 'mirror' })).toThrow(
      /WHISPER_MODEL_BASE_URL: must be a URL/,
    );
  });
});
