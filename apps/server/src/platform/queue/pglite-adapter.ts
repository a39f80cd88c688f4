// pg-boss's `db` option for embedded PGlite: pg-boss talks to the same engine as Drizzle,
// one connection shared by the whole process.
import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';

export function pgliteBossDb(pglite: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length) {
        const result = await pglite.query(text, values);
        return { rows: result.rows, rowCount: result.affectedRows || result.rows.length };
      }
      // Without values pg-boss may send a multi-statement script, which only the simple protocol
      // (exec) accepts. Its maintenance and schema scripts bring their own BEGIN ... COMMIT: if one
      // fails midway, the shared connection would stay in an aborted transaction and Drizzle's
      // next query would fail. PGlite's transaction() holds the engine for the whole script and
      // rolls it back on failure; the nested BEGIN/COMMIT only raise warnings.
      const results = await pglite.transaction((tx) => tx.exec(text));
      const last = results.at(-1);
      return { rows: last?.rows ?? [], rowCount: last?.affectedRows || last?.rows.length || 0 };
    },
  };
}
