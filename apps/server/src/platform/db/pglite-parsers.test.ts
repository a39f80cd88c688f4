import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type PgliteViews, pgliteViews } from './pglite-parsers';

let pglite: PGlite;
let views: PgliteViews;

beforeAll(async () => {
  pglite = await PGlite.create();
  views = pgliteViews(pglite);
});
afterAll(() => pglite.close());

const sql = `select '2026-01-02 03:04:05+00'::timestamptz as at, '1 day'::interval as span, 42 as n`;

it('gives Drizzle dates and intervals as text, as its mappers expect', async () => {
  const { rows } = await views.forDrizzle.query<{ at: unknown; span: unknown; n: unknown }>(sql);
  expect(rows[0]).toEqual({ at: '2026-01-02 03:04:05+00', span: '1 day', n: 42 });
});

it('gives raw SQL dates as Date objects, as pg does, in and out of transactions', async () => {
  const { rows } = await views.forRawSql.query<{ at: unknown; n: unknown }>(sql);
  expect(rows[0]?.at).toEqual(new Date('2026-01-02T03:04:05Z'));
  expect(rows[0]?.n).toBe(42);
  const inTransaction = await views.forRawSql.transaction((tx) => tx.exec(sql));
  expect(inTransaction[0]?.rows[0]?.at).toEqual(new Date('2026-01-02T03:04:05Z'));
});
