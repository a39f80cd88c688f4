// Drizzle asks PGlite for dates, times and intervals as text on every query, and PGlite merges
// such per-query parsers into its full table of about 300 types each time: ~150 µs of main-thread
// CPU per query, a tenth of a small API request under load (bench/api-load.ts). So the engine
// parses those types as text itself, Drizzle's per-query parsers are dropped, and the raw engine
// that pg-boss and the queue code use is handed the stock parsers back per query. Drizzle's
// queries outside transactions run as prepared statements (pglite-statements.ts).
import { type PGlite, types } from '@electric-sql/pglite';
import { preparedStatements, type QueryFunction } from './pglite-statements';

type Parsers = NonNullable<PGlite['parsers']>;
type QueryOptions = { parsers?: Parsers } & Record<string, unknown>;

const asText = (value: string) => value;

// What drizzle-orm/pglite sends with every query (its PglitePreparedQuery); keep the two in step.
const TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

export interface PgliteViews {
  /** For Drizzle: per-query parsers dropped, the engine's own (text dates) apply; prepared statements. */
  forDrizzle: PGlite;
  /** For raw SQL (pg-boss, queue bookkeeping): dates parsed as Date objects, as pg does. */
  forRawSql: PGlite;
}

/** Call once the engine is ready (its array types are loaded at start). */
export function pgliteViews(pglite: PGlite): PgliteViews {
  const stock: Parsers = {};
  for (const type of TEXT_TYPES) {
    const parser = pglite.parsers[type];
    if (parser) stock[type] = parser;
    pglite.parsers[type] = asText;
  }
  return {
    forDrizzle: withQueryOptions(
      pglite,
      ({ parsers: _drizzleParsers, ...options } = {}) => options,
      preparedStatements(pglite),
    ),
    forRawSql: withQueryOptions(pglite, (options = {}) => ({
      ...options,
      parsers: { ...stock, ...options.parsers },
    })),
  };
}

/** The engine with `query`/`exec` options rewritten, inside transactions too; `query` replaced outside them. */
function withQueryOptions(
  pglite: PGlite,
  rewrite: (options?: QueryOptions) => QueryOptions,
  engineQuery?: QueryFunction,
): PGlite {
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, key) {
        const value = Reflect.get(object, key, object);
        if (typeof value !== 'function') return value;
        if (key === 'query' && engineQuery && object === pglite)
          return (text: string, params?: unknown[], options?: QueryOptions) =>
            engineQuery(text, params, rewrite(options));
        if (key === 'query')
          return (text: string, params?: unknown[], options?: QueryOptions) =>
            value.call(object, text, params, rewrite(options));
        if (key === 'exec')
          return (text: string, options?: QueryOptions) => value.call(object, text, rewrite(options));
        if (key === 'transaction')
          return (run: (tx: object) => Promise<unknown>) => value.call(object, (tx: object) => run(wrap(tx)));
        // PGlite keeps private fields: its methods must run on the engine itself, not the proxy.
        return value.bind(object);
      },
    });
  return wrap(pglite);
}
