// Server-side sessions: the cookie holds an opaque random id; the table holds its hash.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { changedHere } from '../../platform/db/notified-cache';
import { preparedQuery } from '../../platform/db/prepared-query';
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

/** A session as the session hook finds it, with the deadline it is live until. */
export interface LiveSession extends SessionRecord {
  expiresAt: Date;
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

// Runs on every request in the session context.
const liveSessionQuery = preparedQuery((db) =>
  db
    .select({
      idHash: sessions.idHash,
      userId: sessions.userId,
      xsrfToken: sessions.xsrfToken,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        // Also checked here, so that shortening SESSION_ABSOLUTE_DAYS ends older sessions at once.
        gt(sessions.createdAt, sql.placeholder('createdAfter')),
      ),
    )
    .prepare('find_live_session'),
);

/** The session whose cookie id hashes to `idHash`, if it is live (see `isLive`). */
export async function findLiveSession(
  db: Database,
  idHash: string,
  lifetime: SessionLifetime,
): Promise<LiveSession | null> {
  const now = Date.now();
  const [row] = await liveSessionQuery(db).execute({
    idHash,
    now: new Date(now),
    createdAfter: new Date(now - lifetime.absoluteDays * DAY_MS),
  });
  return row ?? null;
}

/** Which of these sessions are still live (findLiveSession's rule), in one query. */
export async function findLiveSessionHashes(
  db: Database,
  idHashes: readonly string[],
  lifetime: SessionLifetime,
): Promise<string[]> {
  if (idHashes.length === 0) return [];
  const now = Date.now();
  const rows = await db
    .select({ idHash: sessions.idHash })
    .from(sessions)
    .where(
      and(
        inArray(sessions.idHash, [...idHashes]),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.createdAt, new Date(now - lifetime.absoluteDays * DAY_MS)),
      ),
    );
  return rows.map((row) => row.idHash);
}

/** The same rule as findLiveSession's query, for a session read earlier. */
export function isLive(session: LiveSession, lifetime: SessionLifetime, now = Date.now()): boolean {
  return (
    session.expiresAt.getTime() > now && session.createdAt.getTime() > now - lifetime.absoluteDays * DAY_MS
  );
}

/** Where the database announces a change that can end or alter a session (migration 0006). */
export const SESSIONS_CHANGED_CHANNEL = 'captionist_sessions_changed';

/** Sliding expiry up to the absolute lifetime: a use pushes the idle deadline back. */
export async function touchSession(
  db: Database,
  session: LiveSession,
  lifetime: SessionLifetime,
): Promise<LiveSession> {
  const now = new Date();
  const touched = { lastSeenAt: now, expiresAt: nextExpiry(session.createdAt, lifetime, now) };
  await db.update(sessions).set(touched).where(eq(sessions.idHash, session.idHash));
  return { ...session, ...touched };
}

export async function deleteSession(db: Database, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
  changedHere(SESSIONS_CHANGED_CHANNEL);
}

/** Signs a user out everywhere, or everywhere but `keepIdHash`. */
export async function deleteUserSessions(db: Database, userId: string, keepIdHash?: string): Promise<void> {
  const mine = eq(sessions.userId, userId);
  await db.delete(sessions).where(keepIdHash ? and(mine, ne(sessions.idHash, keepIdHash)) : mine);
  changedHere(SESSIONS_CHANGED_CHANNEL);
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
