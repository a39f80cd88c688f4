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
  createdAt: Date;
  lastSeenAt: Date;
}

/** How long a session lives: `idleDays` after its last use, `absoluteDays` after its start at most. */
export interface SessionLifetime {
  idleDays: number;
  absoluteDays: number;
}

export interface NewSession extends SessionRecord {
  /** The raw id, for the cookie only; never stored. */
  id: string;
}

const randomToken = () => randomBytes(32).toString('base64url');

export async function createSession(
  db: Database,
  input: { userId: string | null; ip?: string; userAgent?: string; lifetime: SessionLifetime },
): Promise<NewSession> {
  const id = randomToken();
  const now = new Date();
  const record = {
    idHash: sha256Hex(id),
    userId: input.userId,
    xsrfToken: randomToken(),
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 300),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: nextExpiry(now, input.lifetime),
  };
  await db.insert(sessions).values(record);
  return {
    id,
    idHash: record.idHash,
    userId: record.userId,
    xsrfToken: record.xsrfToken,
    createdAt: now,
    lastSeenAt: now,
  };
}

export async function findLiveSession(
  db: Database,
  id: string,
  lifetime: SessionLifetime,
): Promise<SessionRecord | null> {
  const [row] = await db
    .select({
      idHash: sessions.idHash,
      userId: sessions.userId,
      xsrfToken: sessions.xsrfToken,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.idHash, sha256Hex(id)),
        gt(sessions.expiresAt, new Date()),
        // Also checked here, so that shortening SESSION_ABSOLUTE_DAYS ends older sessions at once.
        gt(sessions.createdAt, new Date(Date.now() - lifetime.absoluteDays * DAY_MS)),
      ),
    );
  return row ?? null;
}

/** Sliding expiry up to the absolute lifetime: a use pushes the idle deadline back. */
export async function touchSession(
  db: Database,
  session: Pick<SessionRecord, 'idHash' | 'createdAt'>,
  lifetime: SessionLifetime,
): Promise<void> {
  const now = new Date();
  await db
    .update(sessions)
    .set({ lastSeenAt: now, expiresAt: nextExpiry(session.createdAt, lifetime, now) })
    .where(eq(sessions.idHash, session.idHash));
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

const DAY_MS = 86_400_000;

/** The idle deadline from `now`, never past the absolute end counted from `createdAt`. */
export function nextExpiry(createdAt: Date, lifetime: SessionLifetime, now = createdAt): Date {
  const idleEnd = now.getTime() + lifetime.idleDays * DAY_MS;
  const absoluteEnd = createdAt.getTime() + lifetime.absoluteDays * DAY_MS;
  return new Date(Math.min(idleEnd, absoluteEnd));
}
