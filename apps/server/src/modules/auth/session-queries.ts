// Server-side sessions: the cookie holds an opaque random id; the table holds its hash.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { sessions } from '../../platform/db/schema';
import { sha256Hex } from '../../platform/security/hmac';

export interface SessionRecord {
  idHash: string;
  userId: string | null;
  xsrfToken: string;
  lastSeenAt: Date;
}

export interface NewSession extends SessionRecord {
  /** The raw id, for the cookie only; never stored. */
  id: string;
}

const randomToken = () => randomBytes(32).toString('base64url');

export async function createSession(
  db: Database,
  input: { userId: string | null; ip?: string; userAgent?: string; idleDays: number },
): Promise<NewSession> {
  const id = randomToken();
  const record = {
    idHash: sha256Hex(id),
    userId: input.userId,
    xsrfToken: randomToken(),
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 300),
    expiresAt: daysFromNow(input.idleDays),
  };
  await db.insert(sessions).values(record);
  return {
    id,
    idHash: record.idHash,
    userId: record.userId,
    xsrfToken: record.xsrfToken,
    lastSeenAt: new Date(),
  };
}

export async function findLiveSession(db: Database, id: string): Promise<SessionRecord | null> {
  const [row] = await db
    .select({
      idHash: sessions.idHash,
      userId: sessions.userId,
      xsrfToken: sessions.xsrfToken,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.idHash, sha256Hex(id)), gt(sessions.expiresAt, new Date())));
  return row ?? null;
}

/** Sliding expiry: each use pushes the end of the session back. */
export async function touchSession(db: Database, idHash: string, idleDays: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(), expiresAt: daysFromNow(idleDays) })
    .where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: Database, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Signs a user out everywhere, or everywhere but `keepIdHash`. */
export async function deleteUserSessions(db: Database, userId: string, keepIdHash?: string): Promise<void> {
  const mine = eq(sessions.userId, userId);
  await db.delete(sessions).where(keepIdHash ? and(mine, ne(sessions.idHash, keepIdHash)) : mine);
}

export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

function daysFromNow(days: number): Date {
  return new Date(Date.now() + days * 86_400_000);
}
