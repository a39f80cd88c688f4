// Checks a chosen picture before upload, with the rules the server applies (docs/accounts.md
// "Avatar"), so the person hears about a wrong file at once rather than after saving.
import { AVATAR_MAX_BYTES } from '@captionist/contracts';

export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const avatarFileMessages = {
  wrongType: 'The picture must be a JPEG, PNG, WebP or GIF image.',
  tooLarge: `The picture may not be larger than ${AVATAR_MAX_BYTES / 1024 / 1024} MB.`,
};

/** The problem with the file, or null when it may be uploaded. */
export function checkAvatarFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return avatarFileMessages.wrongType;
  if (file.size > AVATAR_MAX_BYTES) return avatarFileMessages.tooLarge;
  return null;
}
