import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import {
  assertSafeKey,
  extensionFromFileName,
  MAX_KEY_LENGTH,
  newObjectKey,
  unsafeKeyReason,
  userKeyPrefix,
} from './storage-keys';

describe('storage key safety', () => {
  it('accepts the keys the server generates', () => {
    for (const key of ['users/1/videos/abc/source.mp4', 'fonts/system/Montserrat-Bold.ttf', 'a', 'x_y-z.1']) {
      expect(assertSafeKey(key)).toBe(key);
    }
  });

  it.each([
    ['', 'is empty'],
    ['/etc/passwd', 'is absolute'],
    ['users/../etc/passwd', 'has a segment starting with a dot'],
    ['..', 'has a segment starting with a dot'],
    ['users/./x', 'has a segment starting with a dot'],
    ['.partial/x', 'has a segment starting with a dot'],
    ['users\\..\\x', 'contains a backslash'],
    ['users//x', 'contains an empty segment'],
    ['users/x/', 'ends with a slash'],
    ['users/%2e%2e/x', 'contains characters other than A-Z a-z 0-9 / _ . -'],
    ['users/a b', 'contains characters other than A-Z a-z 0-9 / _ . -'],
    ['users/é', 'contains characters other than A-Z a-z 0-9 / _ . -'],
    ['users/x\0', 'contains characters other than A-Z a-z 0-9 / _ . -'],
    ['users/x\n', 'contains characters other than A-Z a-z 0-9 / _ . -'],
    ['C:x', 'contains characters other than A-Z a-z 0-9 / _ . -'],
    ['a'.repeat(MAX_KEY_LENGTH + 1), `is longer than ${MAX_KEY_LENGTH} characters`],
  ])('refuses %j (%s)', (key, reason) => {
    expect(unsafeKeyReason(key)).toBe(reason);
    expect(() => assertSafeKey(key)).toThrow(AppError);
  });

  it('accepts a key of exactly the maximum length', () => {
    expect(unsafeKeyReason('a'.repeat(MAX_KEY_LENGTH))).toBeNull();
  });
});

describe('storage key generation', () => {
  it('puts each new object in a fresh random folder', () => {
    const first = newObjectKey(['users', '42', 'videos'], 'source.mp4');
    const second = newObjectKey(['users', '42', 'videos'], 'source.mp4');
    expect(first).toMatch(/^users\/42\/videos\/[0-9a-f-]{36}\/source\.mp4$/);
    expect(second).not.toBe(first);
    expect(unsafeKeyReason(first)).toBeNull();
  });

  it('refuses parts that would produce an unsafe key', () => {
    expect(() => newObjectKey(['users', '..'], 'x.mp4')).toThrow();
    expect(() => newObjectKey(['users', 'a/b'], 'x.mp4')).toThrow();
    expect(() => newObjectKey(['users'], 'my file.mp4')).toThrow();
  });

  it('names the folder of a user', () => {
    expect(userKeyPrefix('42')).toBe('users/42');
    expect(() => userKeyPrefix('../42')).toThrow(AppError);
  });

  it('takes a clean extension from an uploaded file name', () => {
    expect(extensionFromFileName('Clip.MOV', 'mp4')).toBe('mov');
    expect(extensionFromFileName('archive.tar.gz', 'bin')).toBe('gz');
    expect(extensionFromFileName('noextension', 'mp4')).toBe('mp4');
    expect(extensionFromFileName('.hidden', 'mp4')).toBe('mp4');
    expect(extensionFromFileName('evil.m p4', 'mp4')).toBe('mp4');
    expect(extensionFromFileName('x.../../etc', 'mp4')).toBe('mp4');
  });
});
