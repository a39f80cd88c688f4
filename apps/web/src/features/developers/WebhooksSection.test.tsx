import { type WebhookDelivery, type WebhookEndpoint, webhookEvents } from '@captionist/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { answerApiWith, type FakeReply, successReply } from '../../test-support/answer-api-with';
import { renderScreen } from '../../test-support/render-screen';
import { WebhooksSection } from './WebhooksSection';

const ENDPOINT_ID = '9d7c3f0a-5b1e-4c2d-8e6f-7a8b9c0d1e2f';
const SIGNING_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

const sampleEndpoint = (overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: ENDPOINT_ID,
  url: 'https://example.com/hooks/captionist',
  description: 'Publishing pipeline',
  events: ['render.done', 'render.failed'],
  enabled: true,
  created_at: '2026-11-30T10:00:00.000Z',
  ...overrides,
});

const sampleDelivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 'msg_2b9f1c',
  endpoint_id: ENDPOINT_ID,
  event: 'webhook.test',
  status: 'failed',
  attempts: 3,
  last_status_code: 500,
  last_error: 'The endpoint answered 500: Internal Server Error',
  last_attempt_at: '2026-12-01T09:00:00.000Z',
  next_attempt_at: null,
  delivered_at: null,
  created_at: '2026-12-01T08:00:00.000Z',
  payload: { type: 'webhook.test', timestamp: '2026-12-01T08:00:00.000Z', data: {} },
  ...overrides,
});

interface FakeServer {
  endpoints: WebhookEndpoint[];
  deliveries: WebhookDelivery[];
}

/** Plays the server over `state`; `answer` may take a call first. Returns the calls and JSON bodies. */
function answerWebhooks(
  state: FakeServer,
  answer: (config: InternalAxiosRequestConfig) => FakeReply | null = () => null,
) {
  const bodies: Record<string, unknown> = {};
  const calls = answerApiWith((config) => {
    if (config.url === '/csrf-cookie') return { status: 204, data: '' };
    const call = `${config.method?.toUpperCase()} ${config.url}`;
    if (config.data) bodies[call] = JSON.parse(config.data as string);
    const custom = answer(config);
    if (custom) return custom;
    if (call === 'GET /user/webhooks') return successReply(state.endpoints);
    if (call === `GET /user/webhooks/${ENDPOINT_ID}/deliveries`) return successReply(state.deliveries);
    return { status: 404, data: { status: 'error', message: 'Not found.' } };
  });
  return { calls, bodies };
}

async function openActions() {
  fireEvent.click(
    await screen.findByRole('button', { name: 'Actions for https://example.com/hooks/captionist' }),
  );
}

describe('WebhooksSection', () => {
  afterEach(cleanup);

  it('lists each endpoint with its events and whether it is on', async () => {
    answerWebhooks({
      endpoints: [
        sampleEndpoint(),
        sampleEndpoint({
          id: '1d7c3f0a-5b1e-4c2d-8e6f-7a8b9c0d1e2f',
          url: 'https://hooks.example.org/all',
          description: '',
          events: [...webhookEvents],
          enabled: false,
        }),
      ],
      deliveries: [],
    });
    renderScreen(<WebhooksSection />);
    const items = await screen.findAllByTestId('webhook-endpoint');
    const first = within(items[0] as HTMLElement);
    expect(first.getByText('https://example.com/hooks/captionist')).toBeTruthy();
    expect(first.getByText('Publishing pipeline')).toBeTruthy();
    expect(first.getByText('render.done')).toBeTruthy();
    expect(first.queryByText('Disabled')).toBeNull();
    const second = within(items[1] as HTMLElement);
    expect(second.getByText('All events')).toBeTruthy();
    expect(second.getByText('Disabled')).toBeTruthy();
    // A disabled endpoint gets no events, the test one included.
    expect((second.getByRole('button', { name: 'Send a test event' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('invites to add the first endpoint', async () => {
    answerWebhooks({ endpoints: [], deliveries: [] });
    renderScreen(<WebhooksSection />);
    expect(await screen.findByText(/No webhook endpoints yet/)).toBeTruthy();
  });

  it('adds an endpoint for the chosen events and shows its signing secret, focused', async () => {
    const state: FakeServer = { endpoints: [], deliveries: [] };
    const { bodies } = answerWebhooks(state, (config) => {
      if (config.method !== 'post' || config.url !== '/user/webhooks') return null;
      const endpoint = sampleEndpoint({ description: '', events: ['render.done'] });
      state.endpoints = [endpoint];
      return { status: 201, data: { status: 'success', data: { endpoint, secret: SIGNING_SECRET } } };
    });
    renderScreen(<WebhooksSection />);
    const button = (await screen.findByRole('button', { name: 'Add endpoint' })) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a webhook endpoint' }));

    fireEvent.change(dialog.getByLabelText(/^Endpoint URL/), { target: { value: 'example.com/hooks' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Clear' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Add endpoint' }));
    expect(await dialog.findByText(/Give a full URL/)).toBeTruthy();
    expect(dialog.getByText('Choose at least one event.')).toBeTruthy();
    expect(bodies['POST /user/webhooks']).toBeUndefined();

    fireEvent.change(dialog.getByLabelText(/^Endpoint URL/), {
      target: { value: 'https://example.com/hooks/captionist' },
    });
    fireEvent.click(dialog.getByRole('checkbox', { name: /A render is done/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Add endpoint' }));

    const secretField = (await screen.findByLabelText('Signing secret')) as HTMLInputElement;
    expect(bodies['POST /user/webhooks']).toEqual({
      url: 'https://example.com/hooks/captionist',
      description: '',
      events: ['render.done'],
    });
    expect(secretField.value).toBe(SIGNING_SECRET);
    expect(document.activeElement).toBe(secretField);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied to the clipboard.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(SIGNING_SECRET);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByTestId('webhook-endpoint')).toBeTruthy();
  });

  it('shows a URL the server refuses under the URL field', async () => {
    const message = 'This address is on a private network; webhooks go to public addresses only.';
    answerWebhooks({ endpoints: [], deliveries: [] }, (config) =>
      config.method === 'post'
        ? {
            status: 422,
            data: { status: 'error', message: 'The given data was invalid.', errors: { url: [message] } },
          }
        : null,
    );
    renderScreen(<WebhooksSection />);
    const button = (await screen.findByRole('button', { name: 'Add endpoint' })) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a webhook endpoint' }));
    const url = dialog.getByLabelText(/^Endpoint URL/);
    fireEvent.change(url, { target: { value: 'http://10.0.0.5/hook' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add endpoint' }));
    expect(await dialog.findByText(message)).toBeTruthy();
    const errorId = (url.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .find((id) => id.endsWith('-error'));
    expect(document.getElementById(errorId ?? '')?.textContent).toBe(message);
  });

  it('sends a test event and lists the delivery with its answer, then sends one again', async () => {
    const state: FakeServer = { endpoints: [sampleEndpoint()], deliveries: [] };
    const { calls } = answerWebhooks(state, (config) => {
      if (config.method !== 'post') return null;
      if (config.url === `/user/webhooks/${ENDPOINT_ID}/test`) {
        state.deliveries = [sampleDelivery()];
        return { status: 202, data: { status: 'success', data: sampleDelivery() } };
      }
      if (config.url === `/user/webhooks/${ENDPOINT_ID}/deliveries/msg_2b9f1c/send-again`) {
        const again = sampleDelivery({
          status: 'delivered',
          attempts: 1,
          last_status_code: 204,
          last_error: null,
        });
        state.deliveries = [again];
        return { status: 202, data: { status: 'success', data: again } };
      }
      return null;
    });
    renderScreen(<WebhooksSection />);
    const toggle = await screen.findByRole('button', { name: 'Recent deliveries' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Send a test event' }));

    const table = await screen.findByRole('table', {
      name: 'Recent deliveries to https://example.com/hooks/captionist',
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const row = within(table).getByTestId('webhook-delivery');
    expect(row.textContent).toContain('webhook.test');
    expect(row.textContent).toContain('Failed');
    expect(row.textContent).toContain('500');
    expect(row.textContent).toContain('The endpoint answered 500');

    fireEvent.click(within(row).getByRole('button', { name: /^Send again/ }));
    await waitFor(() => expect(screen.getByTestId('webhook-delivery').textContent).toContain('Delivered'));
    expect(screen.getByTestId('webhook-delivery').textContent).toContain('204');
    expect(calls).toContain(`POST /user/webhooks/${ENDPOINT_ID}/deliveries/msg_2b9f1c/send-again`);
  });

  it('disables and enables an endpoint from its menu', async () => {
    const state: FakeServer = { endpoints: [sampleEndpoint()], deliveries: [] };
    const { bodies } = answerWebhooks(state, (config) => {
      if (config.method !== 'patch') return null;
      const { enabled } = JSON.parse(config.data as string) as { enabled: boolean };
      state.endpoints = [sampleEndpoint({ enabled })];
      return successReply(state.endpoints[0]);
    });
    renderScreen(<WebhooksSection />);
    await openActions();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Disable' }));
    expect(await screen.findByText('Disabled')).toBeTruthy();
    expect(bodies[`PATCH /user/webhooks/${ENDPOINT_ID}`]).toEqual({ enabled: false });
    await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());

    await openActions();
    // happy-dom lays nothing out, so the reopened menu takes its target for hidden (hideDetached).
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Enable', hidden: true }));
    await waitFor(() => expect(screen.queryByText('Disabled')).toBeNull());
    expect(bodies[`PATCH /user/webhooks/${ENDPOINT_ID}`]).toEqual({ enabled: true });
  });

  it('shows the signing secret again when asked', async () => {
    const { calls } = answerWebhooks({ endpoints: [sampleEndpoint()], deliveries: [] }, (config) =>
      config.url === `/user/webhooks/${ENDPOINT_ID}/secret` ? successReply({ secret: SIGNING_SECRET }) : null,
    );
    renderScreen(<WebhooksSection />);
    await openActions();
    expect(calls).not.toContain(`GET /user/webhooks/${ENDPOINT_ID}/secret`);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Show signing secret' }));
    const field = (await screen.findByLabelText('Signing secret')) as HTMLInputElement;
    expect(field.value).toBe(SIGNING_SECRET);
  });

  it('deletes an endpoint only once confirmed', async () => {
    const state: FakeServer = { endpoints: [sampleEndpoint()], deliveries: [] };
    const { calls } = answerWebhooks(state, (config) => {
      if (config.method !== 'delete') return null;
      state.endpoints = [];
      return successReply({ id: ENDPOINT_ID });
    });
    renderScreen(<WebhooksSection />);
    await openActions();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete webhook endpoint' }));
    expect(calls.some((call) => call.startsWith('DELETE'))).toBe(false);
    fireEvent.click(dialog.getByRole('button', { name: 'Delete endpoint' }));
    expect(await screen.findByText(/No webhook endpoints yet/)).toBeTruthy();
    expect(calls).toContain(`DELETE /user/webhooks/${ENDPOINT_ID}`);
  });
});
