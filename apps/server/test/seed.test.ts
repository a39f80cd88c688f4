// System data is seeded on every start; seeding again must change nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { audios, fonts, planFeatures, plans, templates } from '../src/platform/db/schema';
import { seedSystemData } from '../src/seeds/seed-system-data';
import { startTestServer, type TestServer } from './support/test-runtime';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

it('seeds the Free plan with its five features, idempotently', async () => {
  const { db } = server.runtime.database;
  await seedSystemData(db, server.runtime.storage);
  await seedSystemData(db, server.runtime.storage);
  const free = await db.select().from(plans).where(eq(plans.slug, 'free'));
  expect(free).toHaveLength(1);
  expect(free[0]?.name).toBe('Free');
  const features = await db
    .select()
    .from(planFeatures)
    .where(eq(planFeatures.planId, free[0]?.id ?? ''));
  expect(features.map((f) => f.key).sort()).toEqual([
    'custom_fonts',
    'media_uploads',
    'projects',
    'templates',
    'upload_size',
  ]);
});

it('applies migrations as real tables with timestamptz columns', async () => {
  const { db } = server.runtime.database;
  const result = (await db.execute(
    "select data_type from information_schema.columns where table_name = 'videos' and column_name = 'created_at'",
  )) as unknown as { rows: { data_type: string }[] };
  expect(result.rows[0]?.data_type).toBe('timestamp with time zone');
});

it('seeds system templates with full caption styles and one default', async () => {
  const { db } = server.runtime.database;
  await seedSystemData(db, server.runtime.storage);
  const rows = await db.select().from(templates).where(eq(templates.isSystem, true));
  expect(rows.map((t) => t.slug).sort()).toEqual([
    'beast',
    'boxed',
    'classic',
    'highlight-yellow',
    'hormozi',
    'karaoke',
    'minimal',
    'neon',
    'pop',
    'typewriter',
  ]);
  expect(rows.filter((t) => t.isDefault).map((t) => t.slug)).toEqual(['classic']);
  expect(rows.every((t) => t.userId === null)).toBe(true);
  const classic = rows.find((t) => t.slug === 'classic');
  expect((classic?.settings as { wordsPerGroup: number } | undefined)?.wordsPerGroup).toBe(3);
});

it('seeds system fonts and background tracks once, however often it runs', async () => {
  const { db } = server.runtime.database;
  await seedSystemData(db, server.runtime.storage);
  const systemFonts = await db.select().from(fonts).where(eq(fonts.isSystem, true));
  expect(systemFonts).toHaveLength(15);
  expect(systemFonts.flatMap((f) => f.files)).toHaveLength(42);
  expect((await db.select().from(audios).where(eq(audios.isSystem, true))).map((a) => a.slug).sort()).toEqual(
    ['calm-focus', 'night-drive', 'sunrise-pop'],
  );
});
