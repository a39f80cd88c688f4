// Idempotent seed of system data: re-running updates rows in place, never duplicates them,
// and never touches users' own rows.
import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { planFeatures, plans, templates } from '../platform/db/schema';
import { systemPlans } from './system-plans';
import { systemTemplates } from './system-templates';

export async function seedSystemData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const template of systemTemplates) {
      const values = { ...template, isSystem: true };
      await tx
        .insert(templates)
        .values(values)
        .onConflictDoUpdate({
          target: templates.slug,
          set: {
            name: values.name,
            description: values.description,
            isDefault: values.isDefault,
            settings: values.settings,
            updatedAt: new Date(),
          },
        });
    }
    for (const plan of systemPlans) {
      const { features, ...fields } = plan;
      const [row] = await tx
        .insert(plans)
        .values(fields)
        .onConflictDoUpdate({
          target: plans.slug,
          set: {
            name: fields.name,
            durationLimit: fields.durationLimit,
            totalCredits: fields.totalCredits,
            priceCents: fields.priceCents,
            billingInterval: fields.billingInterval,
            isPublic: fields.isPublic,
          },
        })
        .returning({ id: plans.id });
      if (!row) throw new Error(`Seeding plan ${plan.slug} returned no row`);
      for (const [key, feature] of Object.entries(features)) {
        await tx
          .insert(planFeatures)
          .values({ planId: row.id, key: key as keyof typeof features, ...feature })
          .onConflictDoUpdate({
            target: [planFeatures.planId, planFeatures.key],
            set: { enabled: sql`excluded.enabled`, limit: sql`excluded.limit` },
          });
      }
    }
  });
}
