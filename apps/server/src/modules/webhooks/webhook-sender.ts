// The webhook sender (docs/webhooks.md "Retries"): runs in every process that runs workers. It is
// woken by the outbox's notification (captionist_webhooks_due) and on start, and otherwise looks
// every WEBHOOK_POLL_SECONDS (or when the next retry falls due, if sooner): idle, that look is all
// it costs. Each due delivery is claimed with a hold, sent, and its answer recorded; a sender
// killed mid-send leaves the hold to lapse, and another sends the same message id again.
import { Webhook } from 'standardwebhooks';
import type { AppContext } from '../../app-context';
import { listen } from '../../platform/db/listen';
import { type AddressPolicy, type ResolveAll, systemResolver } from './webhook-address';
import { retryWait } from './webhook-backoff';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  recordTry,
  secondsUntilNextDue,
  type TryOutcome,
} from './webhook-delivery-queries';
import { webhookMessages } from './webhook-messages';
import { WEBHOOKS_DUE_CHANNEL } from './webhook-queries';
import { postWebhook } from './webhook-request';
import { openSigningSecret } from './webhook-secrets';

/** Sends under way at once in one process. */
const MAX_IN_FLIGHT = 16;
const SEND_TIMEOUT_MS = 10_000;

export interface WebhookSender {
  /** Looks for due deliveries now. */
  wake(): void;
  /** Stops looking, and waits for the sends under way. */
  stop(): Promise<void>;
}

export interface WebhookSenderOptions {
  /** How host names are resolved before connecting (tests use a resolver of their own). */
  resolve?: ResolveAll;
}

export async function startWebhookSender(
  context: AppContext,
  { resolve = systemResolver }: WebhookSenderOptions = {},
): Promise<WebhookSender> {
  const { config, logger } = context;
  const { db } = context.database;
  const policy: AddressPolicy = {
    allowHttp: config.WEBHOOK_ALLOW_HTTP,
    allowPrivateAddresses: config.WEBHOOK_ALLOW_PRIVATE_ADDRESSES,
  };
  const userAgent = `Captionist-Webhooks/1 (+${config.APP_URL})`;
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  let looking: Promise<void> | null = null;
  let lookAgain = false;
  let timer: NodeJS.Timeout | undefined;

  /** Null when it was sealed under another app key (or altered). */
  const readSecret = (sealed: string): string | null => {
    try {
      return openSigningSecret(config.APP_KEY, sealed);
    } catch {
      return null;
    }
  };

  const send = async (delivery: ClaimedDelivery): Promise<void> => {
    const secret = readSecret(delivery.secret);
    const outcome: TryOutcome = delivery.endpointDisabled
      ? { kind: 'failed', statusCode: null, error: webhookMessages.disabled }
      : secret === null
        ? { kind: 'failed', statusCode: null, error: webhookMessages.unreadableSecret }
        : await attempt(delivery, secret);
    logger.debug(
      {
        delivery: delivery.id,
        attempts: delivery.attempts,
        outcome: outcome.kind,
        statusCode: outcome.statusCode,
      },
      'webhook sent',
    );
    await recordTry(db, delivery.id, delivery.attempts, outcome);
  };

  const attempt = async (delivery: ClaimedDelivery, secret: string): Promise<TryOutcome> => {
    const body = JSON.stringify(delivery.payload);
    const at = new Date();
    const signature = new Webhook(secret).sign(delivery.id, at, body);
    const result = await postWebhook(
      {
        url: delivery.url,
        body,
        headers: {
          'content-type': 'application/json',
          'user-agent': userAgent,
          'webhook-id': delivery.id,
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': signature,
        },
      },
      { policy, timeoutMs: SEND_TIMEOUT_MS, resolve },
    );
    if (result.delivered) return { kind: 'delivered', statusCode: result.statusCode ?? 200 };
    const error = result.error ?? 'No 2xx answer.';
    const wait = retryWait(delivery.attempts, delivery.createdAt, new Date(), config.WEBHOOK_RETRY_SECONDS);
    return wait === null
      ? { kind: 'failed', statusCode: result.statusCode, error }
      : { kind: 'retry', statusCode: result.statusCode, error, waitSeconds: wait };
  };

  const look = async (): Promise<void> => {
    for (;;) {
      const room = MAX_IN_FLIGHT - inFlight.size;
      // Full: each send that ends looks again.
      if (room <= 0 || stopped) return;
      const claimed = await claimDueDeliveries(db, room, config.WEBHOOK_HOLD_SECONDS);
      if (claimed.length === 0) break;
      for (const delivery of claimed) {
        const sending: Promise<void> = send(delivery)
          .catch((err) => logger.warn({ err, delivery: delivery.id }, 'webhook try not recorded'))
          .finally(() => {
            inFlight.delete(sending);
            wake();
          });
        inFlight.add(sending);
      }
    }
    const dueIn = await secondsUntilNextDue(db);
    const pollSeconds = config.WEBHOOK_POLL_SECONDS;
    lookIn(dueIn === null ? pollSeconds : Math.min(pollSeconds, Math.max(dueIn, 0.05)));
  };

  const lookIn = (seconds: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(wake, seconds * 1000);
    timer.unref();
  };

  function wake(): void {
    if (stopped) return;
    if (looking) {
      lookAgain = true;
      return;
    }
    lookAgain = false;
    looking = look()
      .catch((err) => {
        logger.warn({ err }, 'webhook sender could not read the outbox');
        lookIn(config.WEBHOOK_POLL_SECONDS);
      })
      .finally(() => {
        looking = null;
        if (lookAgain) wake();
      });
  }

  const listening = await listen(context.database, WEBHOOKS_DUE_CHANNEL, {
    onNotification: wake,
    // At start and after a reconnect: what was announced meanwhile is due.
    onListening: wake,
    onError: (err) => logger.warn({ err }, 'webhook sender lost its LISTEN connection; polling meanwhile'),
  });

  return {
    wake,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await listening.close();
      await looking;
      await Promise.all([...inFlight]);
    },
  };
}
