// Profile changes of the signed-in user: names, avatar and password.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ChangePasswordRequest } from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { authRateLimits } from '../auth/auth-rate-limits';
import { hashPassword, verifyPassword } from '../auth/password-hashing';
import { deleteUserSessions } from '../auth/session-queries';
import { sniffImageKind, toAvatarWebp } from './avatar-image';
import { findUserById, type UserRow, updateUser } from './user-queries';

export const profileMessages = {
  notAnImage: 'The picture must be a JPEG, PNG, WebP or GIF image.',
  unreadableImage: 'We could not read this image. Try another file.',
  wrongCurrentPassword: 'The current password is incorrect.',
  passwordChanged: 'Your password has been changed.',
};

export class ProfileService {
  private readonly limiter: RateLimiter;

  constructor(private readonly context: AppContext) {
    this.limiter = new RateLimiter(context.database.db);
  }

  async get(userId: string): Promise<UserRow> {
    const user = await findUserById(this.context.database.db, userId);
    if (!user) throw AppError.unauthenticated();
    return user;
  }

  async update(
    userId: string,
    names: { firstname: string; lastname: string },
    picture?: Buffer,
  ): Promise<UserRow> {
    const before = await this.get(userId);
    let avatarKey = before.avatarKey;
    if (picture) {
      if (!sniffImageKind(picture)) throw AppError.invalid({ file: [profileMessages.notAnImage] });
      const webp = await toAvatarWebp(picture).catch(() => {
        throw AppError.invalid({ file: [profileMessages.unreadableImage] });
      });
      avatarKey = `users/${userId}/avatar/${randomBytes(8).toString('hex')}.webp`;
      await this.context.storage.put(avatarKey, Readable.from([webp]), { contentType: 'image/webp' });
    }
    const user = await updateUser(this.context.database.db, userId, { ...names, avatarKey });
    if (before.avatarKey && before.avatarKey !== avatarKey)
      await this.context.storage.delete(before.avatarKey);
    return user;
  }

  /** Signs out the user's other sessions; the current one stays. */
  async changePassword(
    userId: string,
    currentSessionHash: string,
    input: ChangePasswordRequest,
  ): Promise<string> {
    const user = await this.get(userId);
    // Accounts made through Google have no password yet and may set one.
    if (user.passwordHash) {
      // A stolen session must not become a way to guess the password behind it.
      await this.limiter.hit(authRateLimits.currentPassword, userId);
      if (!(await verifyPassword(user.passwordHash, input.current_password ?? ''))) {
        throw AppError.invalid({ current_password: [profileMessages.wrongCurrentPassword] });
      }
      await this.limiter.reset(authRateLimits.currentPassword, userId);
    }
    const db = this.context.database.db;
    await updateUser(db, userId, { passwordHash: await hashPassword(input.password) });
    await deleteUserSessions(db, userId, currentSessionHash);
    return profileMessages.passwordChanged;
  }
}
