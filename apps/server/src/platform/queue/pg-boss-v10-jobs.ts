// Databases made before the move to pg-boss 12 hold pg-boss 10's schema (version 24), which pg-boss
// 12 cannot migrate (its oldest starting point is 25, and pg-boss 11 rebuilt the schema instead of
// migrating it). So the old schema is set aside before pg-boss starts, and each queue's unfinished
// jobs move into the new schema when the queue is created; the old schema goes once it is empty.
import type { Db, JobInsert } from 'pg-boss';

const OLD_SCHEMA = 'pgboss_v10';
const FIRST_MIGRATABLE_VERSION = 25;

/** Renames pg-boss 10's schema out of pg-boss 12's way; true when there is one to carry jobs from. */
export async function setAsideV10Schema(db: Db): Promise<boolean> {
  const { rows } = await db.executeSql(
    `SELECT to_regclass('pgboss.version') IS NOT NULL AS current, to_regnamespace($1) IS NOT NULL AS old`,
    [OLD_SCHEMA],
  );
  const { current, old } = rows[0] as { current: boolean; old: boolean };
  if (current) {
    const version = await db.executeSql('SELECT version::int AS version FROM pgboss.version', []);
    if (Number(version.rows[0]?.version) >= FIRST_MIGRATABLE_VERSION) return old;
    if (old) throw new Error(`Both pg-boss 10 schemas exist (pgboss and ${OLD_SCHEMA}); keep one.`);
    await db.executeSql(`ALTER SCHEMA pgboss RENAME TO ${OLD_SCHEMA}`);
    return true;
  }
  return old;
}

interface OldJob {
  id: string;
  data: object | null;
  priority: number;
  retries_left: number;
  retry_delay: number;
  retry_backoff: boolean;
  start_after: Date;
  singleton_key: string | null;
  expire_seconds: number;
}

/**
 * Moves one queue's jobs that had not finished (created, retry or active: an active job's worker
 * is gone) into pg-boss 12, keeping their ids and the attempts they had left. Safe to repeat:
 * pg-boss inserts by id and skips ids it has.
 */
export async function carryOverV10Jobs(
  db: Db,
  name: string,
  insert: (jobs: JobInsert[]) => Promise<unknown>,
): Promise<number> {
  const { rows } = await db.executeSql(
    `SELECT id, data, priority, GREATEST(retry_limit - retry_count, 0) AS retries_left, retry_delay,
            retry_backoff, start_after, singleton_key, EXTRACT(EPOCH FROM expire_in)::int AS expire_seconds
       FROM ${OLD_SCHEMA}.job WHERE name = $1 AND state IN ('created', 'retry', 'active')`,
    [name],
  );
  const jobs = (rows as OldJob[]).map(
    (job): JobInsert => ({
      id: job.id,
      data: job.data ?? {},
      priority: job.priority,
      retryLimit: job.retries_left,
      retryDelay: job.retry_delay,
      retryBackoff: job.retry_backoff,
      startAfter: job.start_after,
      ...(job.singleton_key ? { singletonKey: job.singleton_key } : {}),
      ...(job.expire_seconds > 0 ? { expireInSeconds: job.expire_seconds } : {}),
    }),
  );
  if (jobs.length > 0) await insert(jobs);
  await db.executeSql(`DELETE FROM ${OLD_SCHEMA}.job WHERE name = $1`, [name]);
  return jobs.length;
}

/** Drops the old schema once no unfinished job is left in it (of queues this app still has). */
export async function dropV10SchemaWhenDone(db: Db): Promise<boolean> {
  const { rows } = await db.executeSql(
    `SELECT count(*)::int AS left FROM ${OLD_SCHEMA}.job
      WHERE state IN ('created', 'retry', 'active') AND name NOT LIKE '\\_\\_pgboss%'`,
    [],
  );
  if (Number(rows[0]?.left) > 0) return false;
  await db.executeSql(`DROP SCHEMA ${OLD_SCHEMA} CASCADE`);
  return true;
}
