// Fixed-window rate limits kept in the database, so every API process counts the same hits.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { AppError } from '../http/app-error';

export interface RateLimitRule {
  /** What is limited, e.g. "login"; combined with the caller's key. */
  name: string;
  max: number;
  windowSeconds: number;
  message: string;
}

export class RateLimiter {
  constructor(private readonly db: Database) {}

  /** Counts one hit for `key`; throws 429 with the rule's message once the window is full. */
  async hit(rule: RateLimitRule, key: string): Promise<void> {
    const id = `${rule.name}:${key}`;
    const expired = sql`${rateLimitCounters.windowStartedAt} < now() - ${rule.windowSeconds}::int * interval '1 second'`;
    const [row] = await this.db
      .insert(rateLimitCounters)
      .values({ key: id, windowStartedAt: sql`now()`, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
          windowStartedAt: sql`case when ${expired} then now() else ${rateLimitCounters.windowStartedAt} end`,
        },
      })
      .returning({ hits: rateLimitCounters.hits });
    if ((row?.hits ?? 0) > rule.max) throw new AppError(429, rule.message);
  }

  /** Gives one hit back (a request that turned out to be legitimate), within the current window. */
  async undo(rule: RateLimitRule, key: string): Promise<void> {
    await this.db
      .update(rateLimitCounters)
      .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
      .where(eq(rateLimitCounters.key, `${rule.name}:${key}`));
  }

  /** Forgets the hits of `key`, e.g. after a successful login. */
  async reset(rule: RateLimitRule, key: string): Promise<void> {
    await this.db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, `${rule.name}:${key}`));
  }
}
