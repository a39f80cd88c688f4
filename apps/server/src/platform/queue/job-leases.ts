// Leases of running jobs (written for pg-boss 10, which had no heartbeat; pg-boss 12's own heartbeats
// are the next step, docs/decisions/0009): a live worker renews its job's lease every
// few seconds, and every worker process fails back to pg-boss the jobs whose lease went stale (their
// worker was killed or hangs), so they are retried within about a minute, not at their expiry.
// See docs/decisions/0008-job-failures-and-dead-workers.md.
import type { Db } from 'pg-boss';

export interface LeaseTimings {
  /** How often a running job renews its lease. */
  renewSeconds: number;
  /** A lease not renewed for this long belongs to a dead worker; its job is failed and retried. */
  staleSeconds: number;
}

export const defaultLeaseTimings: LeaseTimings = { renewSeconds: 15, staleSeconds: 60 };

/** pg-boss's own schema (its default), where its job table lives. */
const BOSS_SCHEMA = 'pgboss';

// The queue's own bookkeeping, created by the queue as pg-boss creates its schema. The advisory
// lock keeps two processes starting at once from racing on CREATE TABLE.
const createTable = `
  BEGIN;
  SELECT pg_advisory_xact_lock(hashtext('captionist.job_leases'));
  CREATE TABLE IF NOT EXISTS job_leases (
    job_id uuid PRIMARY KEY,
    queue text NOT NULL,
    renewed_at timestamptz NOT NULL DEFAULT now()
  );
  COMMIT;
`;

export class JobLeases {
  constructor(
    private readonly db: Db,
    readonly timings: LeaseTimings,
  ) {}

  async createTable(): Promise<void> {
    await this.db.executeSql(createTable, undefined as unknown as unknown[]);
  }

  async take(jobId: string, queue: string): Promise<void> {
    await this.db.executeSql(
      `INSERT INTO job_leases (job_id, queue) VALUES ($1, $2)
       ON CONFLICT (job_id) DO UPDATE SET queue = excluded.queue, renewed_at = now()`,
      [jobId, queue],
    );
  }

  /** False when the lease is gone: a sweeper found it stale and failed the job meanwhile. */
  async renew(jobId: string): Promise<boolean> {
    const { rows } = await this.db.executeSql(
      'UPDATE job_leases SET renewed_at = now() WHERE job_id = $1 RETURNING job_id',
      [jobId],
    );
    return rows.length > 0;
  }

  async release(jobId: string): Promise<void> {
    await this.db.executeSql('DELETE FROM job_leases WHERE job_id = $1', [jobId]);
  }

  /**
   * Active jobs of these queues started longer ago than the stale time whose lease is missing or
   * stale. A missing lease also covers a worker that died between taking the job and its lease.
   */
  async findAbandoned(queues: string[]): Promise<{ id: string; name: string }[]> {
    const { rows } = await this.db.executeSql(
      `SELECT j.id, j.name FROM ${BOSS_SCHEMA}.job j
       WHERE j.state = 'active' AND j.name = ANY($1::text[])
         AND j.started_on < now() - $2::int * interval '1 second'
         AND NOT EXISTS (
           SELECT 1 FROM job_leases l
           WHERE l.job_id = j.id AND l.renewed_at >= now() - $2::int * interval '1 second'
         )`,
      [queues, this.timings.staleSeconds],
    );
    return rows as { id: string; name: string }[];
  }

  /** Removes stale leases only: a new attempt's fresh lease on the same job stays. */
  async dropStale(jobIds: string[]): Promise<void> {
    await this.db.executeSql(
      `DELETE FROM job_leases
       WHERE job_id = ANY($1::uuid[]) AND renewed_at < now() - $2::int * interval '1 second'`,
      [jobIds, this.timings.staleSeconds],
    );
  }
}
