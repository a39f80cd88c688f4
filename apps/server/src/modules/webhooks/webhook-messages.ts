// What the webhook routes and the sender say, for the person reading the answer or the deliveries list.
import { WEBHOOK_ENDPOINTS_MAX } from '@captionist/contracts';

export const webhookMessages = {
  endpointMissing: 'This webhook endpoint does not exist (or is not yours).',
  deliveryMissing: 'This delivery does not exist (or is not yours).',
  tooMany: `You have ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints, the most allowed: delete one you no longer use first.`,
  httpsOnly: 'The URL must start with https://: events are only sent over an encrypted connection.',
  privateAddress: (host: string) =>
    `${host} is not a public internet address (it is loopback, private, link-local or reserved): webhooks are only sent to public addresses.`,
  disabled: 'Not sent: the endpoint is disabled.',
  unreadableSecret:
    "Not sent: the signing secret cannot be read (the server's app key changed). Delete the endpoint and add it again.",
  timedOut: (seconds: number) => `No answer within ${seconds} seconds.`,
};
