// The user as the API shows it (spec §3: id, email, firstname, lastname, avatar).
import type { User } from '@captionist/contracts';
import type { StorageDriver } from '../../platform/storage/storage-driver';
import type { UserRow } from './user-queries';

// Avatar URLs expire on the next hour boundary plus an hour, so the same URL is handed out for
// an hour and the browser's cache of the image stays useful.
function stableExpirySeconds(now = Date.now()): number {
  const hour = 3_600_000;
  return Math.round((Math.ceil(now / hour) * hour + hour - now) / 1000);
}

export async function toUserResponse(user: UserRow, storage: StorageDriver): Promise<User> {
  return {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    avatar: user.avatarKey
      ? await storage.presignGet(user.avatarKey, { expiresInSeconds: stableExpirySeconds() })
      : null,
    email_verified: user.emailVerifiedAt !== null,
    has_password: user.passwordHash !== null,
  };
}
