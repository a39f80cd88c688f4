// Queries on the path of (nearly) every request are built once per database and reused: Drizzle
// then skips rebuilding their SQL, a tenth of such a request's CPU (bench/api-load.ts), and
// PostgreSQL keeps each one parsed per connection under its name.
import type { Database } from './client';

/** `build` runs once per database handle; its prepared query is reused from then on. */
export function preparedQuery<P>(build: (db: Database) => P): (db: Database) => P {
  const byDatabase = new WeakMap<Database, P>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = build(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
