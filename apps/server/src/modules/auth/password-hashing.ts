// argon2id password hashes (OWASP parameters: 19 MiB, 2 iterations, 1 lane).
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id of @node-rs/argon2 (an ambient const enum, which isolated modules cannot import).
const ARGON2ID = 2;

const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Verifying against this when no account matches keeps the response time the same either way,
// so timing does not reveal which e-mail addresses have accounts.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  decoyHash ??= hash('decoy password for absent accounts', options);
  const target = passwordHash ?? (await decoyHash);
  const ok = await verify(target, password).catch(() => false);
  return ok && passwordHash !== null;
}
