// Idempotent seed of system data: re-running updates rows in place, never duplicates them,
// and never touches users' own rows. Font and audio files go to storage first.
import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { planFeatures, plans, templates } from '../platform/db/schema';
import type { StorageDriver } from '../platform/storage/storage-driver';
import { seedSystemAudios } from './seed-audios';
import { seedSystemFonts } from './seed-fonts';
import { systemPlans } from './system-plans';
import { systemTemplates } from './system-templates';

export async function seedSystemData(db: Database, storage: StorageDriver): Promise<void> {
  const fontIds = await seedSystemFonts(db, storage);
  await seedSystemAudios(db, storage);
  await db.transaction(async (tx) => {
    for (const [index, { fontSlug, settings, ...template }] of systemTemplates.entries()) {
      const font = fontIds.get(fontSlug);
      if (!font) throw new Error(`Template ${template.slug} names an unknown system font ${fontSlug}`);
      // Fixed creation times keep the gallery in seed order (rows of one transaction share now()).
      const createdAt = new Date(Date.UTC(2025, 0, 1, 0, 0, index));
      const values = { ...template, settings: { ...settings, font }, isSystem: true, createdAt };
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
            createdAt,
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
            recordingDurationLimit: fields.recordingDurationLimit,
            recordingUploadLimitMb: fields.recordingUploadLimitMb,
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
