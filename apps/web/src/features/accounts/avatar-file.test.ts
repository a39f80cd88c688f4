import { AVATAR_MAX_BYTES } from '@captionist/contracts';
import { describe, expect, it } from 'vitest';
import { avatarFileMessages, checkAvatarFile } from './avatar-file';

describe('checkAvatarFile', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp', 'image/gif'])('accepts a %s picture', (type) => {
    expect(checkAvatarFile({ type, size: 1024 })).toBeNull();
  });

  it('accepts a picture of exactly 5 MB', () => {
    expect(checkAvatarFile({ type: 'image/png', size: AVATAR_MAX_BYTES })).toBeNull();
  });

  it('refuses other kinds of files', () => {
    expect(checkAvatarFile({ type: 'image/svg+xml', size: 10 })).toBe(avatarFileMessages.wrongType);
    expect(checkAvatarFile({ type: '', size: 10 })).toBe(avatarFileMessages.wrongType);
  });

  it('refuses a picture over 5 MB', () => {
    expect(checkAvatarFile({ type: 'image/jpeg', size: AVATAR_MAX_BYTES + 1 })).toBe(
      'The picture may not be larger than 5 MB.',
    );
  });
});
