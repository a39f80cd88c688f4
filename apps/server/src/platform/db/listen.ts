// PostgreSQL LISTEN on one channel: how a worker hears that a job was queued and an API process
// hears that a video or render changed, the moment it happens, whichever process wrote it.
// PGlite delivers its own NOTIFYs in process; on a server a dedicated connection (not a pooled
// one, which would lose the LISTEN when handed back) listens and comes back after a drop.
import pg from 'pg';
import type { DatabaseHandle } from './client';

export interface Listening {
  close(): Promise<void>;
}

export interface ListenHandlers {
  onNotification(payload: string): void;
  /**
   * The channel is (again) being listened to: called once at start and after each reconnect, so a
   * caller can look for what it missed while it was not listening.
   */
  onListening?(): void;
  /** The connection dropped (it is reopened with a growing delay) or could not be reopened. */
  onError?(err: Error): void;
}

export async function listen(
  database: DatabaseHandle,
  channel: string,
  handlers: ListenHandlers,
): Promise<Listening> {
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('The PGlite database handle has no engine.');
    const engine = database.pglite;
    const unlisten = await engine.listen(channel, handlers.onNotification);
    handlers.onListening?.();
    // A closed engine listens to nothing any more (and refuses the UNLISTEN).
    return { close: async () => (engine.closed ? undefined : unlisten()) };
  }
  if (!database.connectionString) throw new Error('The PostgreSQL database handle has no URL.');
  return listenOnServer(database.connectionString, channel, handlers);
}

const MAX_RECONNECT_DELAY_MS = 30_000;

async function listenOnServer(
  connectionString: string,
  channel: string,
  { onNotification, onListening = () => {}, onError = () => {} }: ListenHandlers,
): Promise<Listening> {
  let closed = false;
  let client: pg.Client | undefined;
  let reconnect: NodeJS.Timeout | undefined;
  let attempts = 0;

  const drop = (target: pg.Client, err?: Error) => {
    if (client !== target) return;
    client = undefined;
    target.removeAllListeners();
    target.end().catch(() => {});
    if (err) onError(err);
    scheduleReconnect();
  };
  const connect = async () => {
    // Keepalive notices a server that vanished without closing the socket.
    const next = new pg.Client({ connectionString, keepAlive: true, application_name: `listen ${channel}` });
    next.on('error', (err) => drop(next, err));
    next.on('end', () => drop(next, new Error('The LISTEN connection was closed by the server.')));
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotification(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (err) {
      next.removeAllListeners();
      await next.end().catch(() => {});
      throw err;
    }
    if (closed) {
      next.removeAllListeners();
      await next.end().catch(() => {});
      return;
    }
    client = next;
    attempts = 0;
    onListening();
  };
  const scheduleReconnect = () => {
    if (closed || reconnect) return;
    const delay = Math.min(MAX_RECONNECT_DELAY_MS, 500 * 2 ** attempts++);
    reconnect = setTimeout(() => {
      reconnect = undefined;
      connect().catch((err: Error) => {
        onError(err);
        scheduleReconnect();
      });
    }, delay);
    reconnect.unref();
  };

  // The first connection must work: a wrong URL is a start-up error, not a silent retry loop.
  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(reconnect);
      const last = client;
      client = undefined;
      if (!last) return;
      last.removeAllListeners();
      await last.end().catch(() => {});
    },
  };
}
