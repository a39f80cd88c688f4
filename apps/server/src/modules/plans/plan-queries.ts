// The plan catalogue.
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { plans } from '../../platform/db/schema';
import type { PlanRow } from './subscription-queries';

export async function findPlanById(db: Database, id: string): Promise<PlanRow | null> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row ?? null;
}

/** The plans anyone may see (and buy, when they have a price). */
export function listPublicPlans(db: Database): Promise<PlanRow[]> {
  return db.select().from(plans).where(eq(plans.isPublic, true));
}
