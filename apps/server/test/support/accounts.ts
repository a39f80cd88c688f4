// A verified account created through the server's own user and plan code, signed in through
// the real login endpoint: for tests whose subject is not sign-up itself.
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../src/modules/auth/password-hashing';
import { startFreePlan } from '../../src/modules/plans/free-plan';
import { insertUser } from '../../src/modules/users/user-queries';
import { BrowserAgent } from './browser-agent';
import type { TestServer } from './test-runtime';

export const TEST_PASSWORD = 'correct horse battery';

export async function signedInUser(
  server: TestServer,
): Promise<{ browser: BrowserAgent; email: string; id: string }> {
  const db = server.runtime.database.db;
  const email = `u-${randomBytes(6).toString('hex')}@example.com`;
  const user = await db.transaction(async (tx) => {
    const created = await insertUser(tx, {
      email,
      firstname: 'Test',
      lastname: 'User',
      passwordHash: await hashPassword(TEST_PASSWORD),
      emailVerifiedAt: new Date(),
    });
    await startFreePlan(tx, created.id);
    return created;
  });
  const browser = new BrowserAgent(server.app);
  const login = await browser.post('/api/login', { email, password: TEST_PASSWORD });
  if (login.statusCode !== 200) throw new Error(`test login failed: ${login.body}`);
  return { browser, email, id: user.id };
}
