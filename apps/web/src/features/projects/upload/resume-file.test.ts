import { describe, expect, it } from 'vitest';
import { differentFileMessage } from './resume-file';

const MB = 1024 * 1024;
const started = {
  file_name: 'interview.mp4',
  size: 120 * MB,
  last_modified: 1_700_000_000_000,
  received_bytes: 0,
};
const chosen = (overrides: Partial<{ name: string; size: number; lastModified: number }> = {}) => ({
  name: 'interview.mp4',
  size: 120 * MB,
  lastModified: 1_700_000_000_000,
  ...overrides,
});
const refusal = 'This is not the file that was being uploaded. Choose “interview.mp4” (120 MB).';

describe('differentFileMessage', () => {
  it('accepts the file the upload began with', () => {
    expect(differentFileMessage(chosen(), started, 'en')).toBeNull();
  });

  it('refuses a file of another size, name or modification time, naming the one to choose', () => {
    expect(differentFileMessage(chosen({ size: 120 * MB - 1 }), started, 'en')).toBe(refusal);
    expect(differentFileMessage(chosen({ name: 'interview (1).mp4' }), started, 'en')).toBe(refusal);
    expect(differentFileMessage(chosen({ lastModified: 1_700_000_000_001 }), started, 'en')).toBe(refusal);
  });

  it('compares the name as the upload sent it, and skips the time when none was recorded', () => {
    const long = `${'a'.repeat(210)}.mp4`;
    const fromLong = { ...started, file_name: 'a'.repeat(200), last_modified: null };
    expect(differentFileMessage(chosen({ name: long, lastModified: 5 }), fromLong, 'en')).toBeNull();
  });
});
