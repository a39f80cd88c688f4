// The rules of webhook endpoints (docs/webhooks.md): at most WEBHOOK_ENDPOINTS_MAX per user, only
// URLs the address policy allows, the secret made here and shown to its owner; deliveries listed,
// sent again, or a test event queued.
import {
  type CreatedWebhookEndpoint,
  type createWebhookEndpointRequestSchema,
  type updateWebhookEndpointRequestSchema,
  WEBHOOK_ENDPOINTS_MAX,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@captionist/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import {
  type AddressPolicy,
  bareHost,
  checkResolvedHost,
  checkUrlShape,
  RefusedDestination,
  type ResolveAll,
  systemResolver,
} from './webhook-address';
import { webhookMessages } from './webhook-messages';
import { queueTestDelivery } from './webhook-outbox';
import {
  deleteEndpoint,
  findEndpoint,
  insertEndpointWithin,
  listDeliveries,
  listEndpoints,
  sendDeliveryAgain,
  updateEndpoint,
  type WebhookEndpointRow,
} from './webhook-queries';
import { toDeliveryResponse, toEndpointResponse } from './webhook-response';
import { newSigningSecret, openSigningSecret, sealSigningSecret } from './webhook-secrets';

type CreateInput = z.output<typeof createWebhookEndpointRequestSchema>;
type UpdateInput = z.output<typeof updateWebhookEndpointRequestSchema>;

export class WebhookService {
  readonly #policy: AddressPolicy;

  constructor(
    private readonly context: AppContext,
    private readonly resolve: ResolveAll = systemResolver,
  ) {
    this.#policy = {
      allowHttp: context.config.WEBHOOK_ALLOW_HTTP,
      allowPrivateAddresses: context.config.WEBHOOK_ALLOW_PRIVATE_ADDRESSES,
    };
  }

  get #db() {
    return this.context.database.db;
  }

  async list(userId: string): Promise<WebhookEndpoint[]> {
    return (await listEndpoints(this.#db, userId)).map(toEndpointResponse);
  }

  async create(userId: string, input: CreateInput): Promise<CreatedWebhookEndpoint> {
    await this.#checkUrl(input.url);
    const secret = newSigningSecret();
    const row = await insertEndpointWithin(this.#db, WEBHOOK_ENDPOINTS_MAX, {
      userId,
      url: input.url,
      description: input.description,
      events: input.events,
      secret: sealSigningSecret(this.context.config.APP_KEY, secret),
    });
    if (!row) throw new AppError(409, webhookMessages.tooMany);
    return { endpoint: toEndpointResponse(row), secret };
  }

  async update(userId: string, id: string, input: UpdateInput): Promise<WebhookEndpoint> {
    if (input.url !== undefined) await this.#checkUrl(input.url);
    const current = await this.#own(userId, id);
    const disabledAt =
      input.enabled === undefined || input.enabled === (current.disabledAt === null)
        ? undefined
        : input.enabled
          ? null
          : new Date();
    const change = { url: input.url, description: input.description, events: input.events, disabledAt };
    // Enabling an enabled endpoint changes nothing.
    if (Object.values(change).every((value) => value === undefined)) return toEndpointResponse(current);
    const row = await updateEndpoint(this.#db, userId, id, change);
    if (!row) throw AppError.notFound(webhookMessages.endpointMissing);
    return toEndpointResponse(row);
  }

  async remove(userId: string, id: string): Promise<{ id: string }> {
    if (!(await deleteEndpoint(this.#db, userId, id)))
      throw AppError.notFound(webhookMessages.endpointMissing);
    return { id };
  }

  async revealSecret(userId: string, id: string): Promise<{ secret: string }> {
    const endpoint = await this.#own(userId, id);
    return { secret: openSigningSecret(this.context.config.APP_KEY, endpoint.secret) };
  }

  async deliveries(userId: string, id: string): Promise<WebhookDelivery[]> {
    await this.#own(userId, id);
    return (await listDeliveries(this.#db, userId, id)).map(toDeliveryResponse);
  }

  async sendAgain(userId: string, endpointId: string, deliveryId: string): Promise<WebhookDelivery> {
    const row = await sendDeliveryAgain(this.#db, userId, endpointId, deliveryId);
    if (!row) throw AppError.notFound(webhookMessages.deliveryMissing);
    return toDeliveryResponse(row);
  }

  async sendTest(userId: string, id: string): Promise<WebhookDelivery> {
    await this.#own(userId, id);
    return toDeliveryResponse(await queueTestDelivery(this.#db, userId, id));
  }

  async #own(userId: string, id: string): Promise<WebhookEndpointRow> {
    const endpoint = await findEndpoint(this.#db, userId, id);
    if (!endpoint) throw AppError.notFound(webhookMessages.endpointMissing);
    return endpoint;
  }

  /** The early, friendly refusal; the sender checks again where it connects. */
  async #checkUrl(value: string): Promise<void> {
    try {
      const url = new URL(value);
      checkUrlShape(url, this.#policy);
      await checkResolvedHost(bareHost(url), this.#policy, this.resolve);
    } catch (err) {
      if (err instanceof RefusedDestination) throw AppError.invalid({ url: [err.message] });
      throw err;
    }
  }
}
