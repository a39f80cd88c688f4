import type { User } from '@captionist/contracts';

/** A signed-in user as GET /user returns them. */
export const testUser: User = {
  id: 'u1',
  email: 'ada@example.com',
  firstname: 'Ada',
  lastname: 'Lovelace',
  avatar: null,
  email_verified: true,
  has_password: true,
};
