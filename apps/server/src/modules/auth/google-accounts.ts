// The account behind a Google identity: the one already linked to it, else the one with the same
// e-mail (linked now), else a new one on the free plan.
import type { AppContext } from '../../app-context';
import { startFreePlan } from '../plans/free-plan';
import { findUserByEmail, findUserByGoogleSubject, insertUser, updateUser } from '../users/user-queries';
import type { GoogleIdentity } from './google-oidc';

/** Call only with a verified e-mail address: linking by address trusts Google's word on it. */
export async function findOrCreateGoogleUser(context: AppContext, identity: GoogleIdentity): Promise<string> {
  const db = context.database.db;
  const linked = await findUserByGoogleSubject(db, identity.subject);
  if (linked) return linked.id;
  const sameEmail = await findUserByEmail(db, identity.email);
  if (sameEmail) {
    // Google vouches for the address, so linking it also verifies it.
    await updateUser(db, sameEmail.id, {
      googleSubject: identity.subject,
      emailVerifiedAt: sameEmail.emailVerifiedAt ?? new Date(),
    });
    return sameEmail.id;
  }
  return db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: identity.email,
      firstname: identity.firstname,
      lastname: identity.lastname,
      googleSubject: identity.subject,
      emailVerifiedAt: new Date(),
    });
    await startFreePlan(tx, user.id);
    return user.id;
  });
}
