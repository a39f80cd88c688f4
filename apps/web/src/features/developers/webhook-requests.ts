// The user's webhook endpoints and their deliveries (contracts: webhooksApi).
import {
  type CreatedWebhookEndpoint,
  type CreateWebhookEndpointRequest,
  type UpdateWebhookEndpointRequest,
  type WebhookDelivery,
  type WebhookEndpoint,
  webhooksApi,
} from '@captionist/contracts';
import { callApi } from '../../lib/call-api';

export const fetchWebhookEndpoints = (): Promise<WebhookEndpoint[]> => callApi(webhooksApi.list);

export const createWebhookEndpoint = (body: CreateWebhookEndpointRequest): Promise<CreatedWebhookEndpoint> =>
  callApi(webhooksApi.create, { body });

export const updateWebhookEndpoint = (
  endpointId: string,
  body: UpdateWebhookEndpointRequest,
): Promise<WebhookEndpoint> => callApi(webhooksApi.update, { params: { wid: endpointId }, body });

export const deleteWebhookEndpoint = async (endpointId: string): Promise<void> => {
  await callApi(webhooksApi.remove, { params: { wid: endpointId } });
};

export const revealWebhookSecret = async (endpointId: string): Promise<string> =>
  (await callApi(webhooksApi.revealSecret, { params: { wid: endpointId } })).secret;

export const fetchWebhookDeliveries = (endpointId: string): Promise<WebhookDelivery[]> =>
  callApi(webhooksApi.deliveries, { params: { wid: endpointId } });

export const sendWebhookDeliveryAgain = (endpointId: string, deliveryId: string): Promise<WebhookDelivery> =>
  callApi(webhooksApi.sendAgain, { params: { wid: endpointId, did: deliveryId } });

export const sendWebhookTestEvent = (endpointId: string): Promise<WebhookDelivery> =>
  callApi(webhooksApi.sendTest, { params: { wid: endpointId } });
