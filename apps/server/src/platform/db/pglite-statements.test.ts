import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedStatements, type QueryFunction } from './pglite-statements';

let pglite: PGlite;
let query: QueryFunction;

beforeAll(async () => {
  pglite = await PGlite.create();
  query = preparedStatements(pglite);
  await pglite.exec(`
    create table things (id serial primary key, name text unique, tags text[], doc jsonb,
      at timestamptz, flag boolean, blob bytea, n integer);
  `);
}, 60_000);
afterAll(() => pglite?.close());

const preparedCount = async () =>
  (await pglite.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]?.n;

describe('prepared statements on PGlite', () => {
  it('serialises parameters and parses rows exactly as query() does', async () => {
    const values = ['a', ['x', 'y "quoted"'], { deep: [1, 'two'] }, new Date('2026-01-02T03:04:05Z'), true];
    const insert =
      'insert into things (name, tags, doc, at, flag, blob, n) values ($1, $2, $3, $4, $5, $6, $7) returning *';
    const mine = await query(insert, [...values, new Uint8Array([0, 255]), 7]);
    const stock = await pglite.query(insert.replace('$1', "$1 || '-stock'"), [
      ...values,
      new Uint8Array([0, 255]),
      7,
    ]);
    expect(mine.rows).toHaveLength(1);
    expect({ ...(mine.rows[0] as object), id: 0, name: '' }).toEqual({
      ...(stock.rows[0] as object),
      id: 0,
      name: '',
    });
    expect(mine.fields).toEqual(stock.fields);

    const select = 'select * from things where name = $1 and n = $2 and flag = $3';
    const again = await query(select, ['a', 7, true], { rowMode: 'array' });
    expect(again).toEqual(await pglite.query(select, ['a', 7, true], { rowMode: 'array' }));
    expect(await query(select, ['a', null, null])).toMatchObject({ rows: [] });
  });

  it('reports affected rows like query()', async () => {
    const update = "update things set n = n + 1 where name like 'a%'";
    const mine = await query(update);
    expect(mine.affectedRows).toBe(2);
    expect(mine.affectedRows).toBe((await pglite.query(update)).affectedRows);
  });

  it('runs each statement once, keeping it prepared for the next call', async () => {
    const before = await preparedCount();
    const text = 'select count(*)::int as n from things where n > $1';
    await query(text, [0]);
    const after = await preparedCount();
    await query(text, [1]);
    expect(after).toBe((before ?? 0) + 1);
    expect(await preparedCount()).toBe(after);
  });

  it('throws the database error with the query attached, and keeps working after it', async () => {
    const insert = 'insert into things (name) values ($1)';
    await query(insert, ['unique-name']);
    const err = await query(insert, ['unique-name']).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: '23505', query: insert, params: ['unique-name'] });
    const syntax = await query('selec nothing').catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
  });

  it('prepares again when the table under a statement changed', async () => {
    await pglite.exec('create table shape (a int); insert into shape values (1)');
    expect((await query('select * from shape')).rows).toEqual([{ a: 1 }]);
    await pglite.exec('alter table shape add column b int default 2');
    expect((await query('select * from shape')).rows).toEqual([{ a: 1, b: 2 }]);
    await pglite.exec('deallocate all');
    expect((await query('select * from shape')).rows).toEqual([{ a: 1, b: 2 }]);
  });

  it('waits for a transaction under way instead of running inside it', async () => {
    let inside: Promise<unknown> | undefined;
    await pglite
      .transaction(async (tx) => {
        await tx.query("insert into things (name) values ('rolled back')");
        inside = query("select count(*)::int as n from things where name = 'rolled back'");
        await tx.query('select pg_sleep(0.05)');
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await inside).toMatchObject({ rows: [{ n: 0 }] });
  });

  it('keeps a bounded number of statements prepared in the engine', async () => {
    for (let i = 0; i < 300; i++) await query(`select ${i} as n`);
    expect(await preparedCount()).toBeLessThanOrEqual(256);
    expect((await query<{ n: number }>('select 299 as n')).rows).toEqual([{ n: 299 }]);
  });
});
