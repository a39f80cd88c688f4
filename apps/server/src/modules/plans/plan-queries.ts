// The plan catalogue.
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { plans } from '../../platform/db/schema';
import type { PlanRow } from './subscription-queries';

export async function findPlanBySlug(db: Database, slug: string): Promise<PlanRow | null> {
  const [row] = await db.select().from(plans).where(eq(plans.slug, slug));
  return row ?? null;
}

export async function findPlanById(db: Database, id: string): Promise<PlanRow | null> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row ?? null;
}

/** The plans anyone may see (and buy, when they have a price). */
export function listPublicPlans(db: Database): Promise<PlanRow[]> {
  return db.select().from(plans).where(eq(plans.isPublic, true));
}

/** Every plan, public or not, cheapest first (the admin CLI's list). */
export function listAllPlans(db: Database): Promise<PlanRow[]> {
  return db.select().from(plans).orderBy(plans.priceCents);
}

export async function insertPlan(db: Database, values: typeof plans.$inferInsert): Promise<PlanRow> {
  const [row] = await db.insert(plans).values(values).returning();
  if (!row) throw new Error('insert into plans returned no row');
  return row;
}
