// PGlite's query() parses, describes and plans its statement on every call, in six protocol
// exchanges with the WebAssembly engine: about 0.3–0.5 ms of main-thread CPU for a one-row lookup,
// most of an API request on the embedded database (bench/api-load.ts). Here each SQL text is
// prepared once as a named statement (Parse, and Describe for its parameter and row types); a
// call is then one message (Bind, Execute, Sync) and Postgres reuses the statement's plan: about
// 0.07 ms for the session lookup. Values are serialised by the parameter types exactly as query()
// does and rows are parsed by the same function, so callers see the same results.
import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

interface Statement {
  name: string;
  /** Parameter type OIDs from Describe: they pick each value's serialiser, as in query(). */
  paramTypes: number[];
  /** The row description from Describe (none for statements without rows), parsed with each result. */
  rowDescription: BackendMessage[];
}

// Enough for every query the app sends; SQL that varies with its input (IN lists of any length)
// cycles through, and each statement evicted is closed in the engine with the next message.
const MAX_STATEMENTS = 256;

/** Postgres answers these when a prepared statement went stale (DDL, DEALLOCATE): prepare again. */
const STALE_STATEMENT = new Set(['0A000', '26000']);

export type QueryFunction = <T>(
  text: string,
  params?: unknown[],
  options?: QueryOptions,
) => Promise<Results<T>>;

export function preparedStatements(pglite: PGlite): QueryFunction {
  const { serialize } = protocol;
  const toClose: string[] = [];
  const statements = new LRUCache<string, Statement>({
    max: MAX_STATEMENTS,
    dispose: (statement) => toClose.push(statement.name),
  });
  let counter = 0;

  /** Sends one message (the closes owed go first) and returns the engine's answers. */
  const send = async (parts: Uint8Array[], syncToFs: boolean) => {
    const closes = toClose.splice(0).map((name) => serialize.close({ type: 'S', name }));
    return pglite.execProtocolStream(concat([...closes, ...parts]), { syncToFs });
  };

  const prepare = async (text: string): Promise<Statement> => {
    const name = `captionist_${++counter}`;
    // Closing an unknown name is no error: the name is safe to reuse whatever became of it before.
    const messages = await send(
      [
        serialize.close({ type: 'S', name }),
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ],
      false,
    );
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.filter((message) => message.name === 'rowDescription'),
    };
    statements.set(text, statement);
    return statement;
  };

  const run = async <T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    const statement = statements.get(text) ?? (await prepare(text));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i] ?? 0;
      const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await send(
      [serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()],
      true,
    );
    return parse.parseResults(
      [...statement.rowDescription, ...messages],
      pglite.parsers,
      options,
    )[0] as Results<T>;
  };

  return async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    // Blobs (COPY) and declared parameter types take query()'s own path.
    if (options?.blob || options?.paramTypes) return pglite.query<T>(text, params, options);
    await pglite._checkReady();
    // The same two locks as query(): nothing runs in between, nor inside another's transaction.
    return pglite._runExclusiveTransaction(() =>
      pglite.runExclusive(async () => {
        try {
          return await run<T>(text, params, options);
        } catch (err) {
          if (!isStale(err)) throw withQuery(err, text, params, options);
          statements.delete(text);
          return run<T>(text, params, options).catch((retryErr) => {
            throw withQuery(retryErr, text, params, options);
          });
        }
      }),
    );
  };
}

function isStale(err: unknown): boolean {
  return err instanceof protocol.messages.DatabaseError && STALE_STATEMENT.has(err.code ?? '');
}

/** What query() adds to a database error, for whoever reports it. */
function withQuery(err: unknown, query: string, params: unknown[], queryOptions?: QueryOptions): unknown {
  if (err instanceof protocol.messages.DatabaseError) Object.assign(err, { query, params, queryOptions });
  return err;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
