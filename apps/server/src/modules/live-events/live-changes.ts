// The changes the database announces on "live_changes" (migration 0005's triggers), handed to the
// event streams of the user they belong to. One LISTEN per API process serves all its streams.
import type { LiveEvent } from '@captionist/contracts';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../../platform/db/client';
import { type Listening, listen } from '../../platform/db/listen';

export type LiveSubscriber = (event: LiveEvent) => void;

const CHANNEL = 'live_changes';

export class LiveChanges {
  readonly #subscribers = new Map<string, Set<LiveSubscriber>>();
  #listening: Listening | undefined;

  private constructor(private readonly logger: Logger) {}

  static async start(database: DatabaseHandle, logger: Logger): Promise<LiveChanges> {
    const changes = new LiveChanges(logger);
    let started = false;
    changes.#listening = await listen(database, CHANNEL, {
      onNotification: (payload) => changes.#deliver(payload),
      // Changes made while the connection was down were not heard: every page refreshes.
      onListening: () => {
        if (started) changes.#broadcast({ kind: 'resync' });
        started = true;
      },
      onError: (err) => logger.warn({ err }, 'live changes connection lost; reconnecting'),
    });
    return changes;
  }

  /** Calls `subscriber` with each change of the user's things until the returned function is called. */
  subscribe(userId: string, subscriber: LiveSubscriber): () => void {
    const own = this.#subscribers.get(userId) ?? new Set();
    own.add(subscriber);
    this.#subscribers.set(userId, own);
    return () => {
      own.delete(subscriber);
      if (own.size === 0 && this.#subscribers.get(userId) === own) this.#subscribers.delete(userId);
    };
  }

  subscriberCount(userId: string): number {
    return this.#subscribers.get(userId)?.size ?? 0;
  }

  async close(): Promise<void> {
    await this.#listening?.close();
    this.#listening = undefined;
  }

  #deliver(payload: string): void {
    const change = parseChange(payload);
    if (!change) {
      this.logger.warn('a live change could not be read; ignored');
      return;
    }
    for (const subscriber of this.#subscribers.get(change.userId) ?? []) subscriber(change.event);
  }

  #broadcast(event: LiveEvent): void {
    for (const own of this.#subscribers.values()) for (const subscriber of own) subscriber(event);
  }
}

interface Change {
  userId: string;
  event: LiveEvent;
}

/** The trigger's JSON: { user_id, kind, id, video_id }; anything else is not ours. */
function parseChange(payload: string): Change | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { user_id: userId, kind, id, video_id: videoId } = value as Record<string, unknown>;
  if (typeof userId !== 'string' || typeof id !== 'string') return null;
  if (kind === 'video' || kind === 'media') return { userId, event: { kind, id } };
  if (kind === 'render' && typeof videoId === 'string')
    return { userId, event: { kind, id, video_id: videoId } };
  return null;
}
