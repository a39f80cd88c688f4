import type { ApiKey } from '@captionist/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { answerApiWith, type FakeReply, successReply } from '../../test-support/answer-api-with';
import { renderScreen } from '../../test-support/render-screen';
import { ApiKeysSection } from './ApiKeysSection';

const SECRET = 'cap_ab12cd34ef56gh78ij90kl12mn34op56';

const sampleKey = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: '6f1c1a52-8b8e-4d39-9a57-0a7d3c0e2b11',
  name: 'Nightly export',
  prefix: 'cap_ab12',
  scopes: ['read', 'write'],
  created_at: '2026-11-30T10:00:00.000Z',
  expires_at: null,
  last_used_at: null,
  ...overrides,
});

/** Plays the server: `keys` for the list (as it stands on each call), `answer` for the rest. */
function answerKeys(
  keys: () => unknown,
  answer: (config: InternalAxiosRequestConfig) => FakeReply | null = () => null,
) {
  const bodies: unknown[] = [];
  const calls = answerApiWith((config) => {
    if (config.url === '/csrf-cookie') return { status: 204, data: '' };
    if (config.data) bodies.push(JSON.parse(config.data as string));
    const custom = answer(config);
    if (custom) return custom;
    if (config.method === 'get' && config.url === '/user/api-keys') return successReply(keys());
    return { status: 404, data: { status: 'error', message: 'Not found.' } };
  });
  return { calls, bodies };
}

async function openCreateDialog() {
  const button = (await screen.findByRole('button', { name: 'Create API key' })) as HTMLButtonElement;
  // Offered once the list says how many keys there are.
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
  return screen.findByRole('dialog', { name: 'Create an API key' });
}

describe('ApiKeysSection', () => {
  afterEach(cleanup);

  it('lists each key by name, first characters and scopes, never its secret', async () => {
    answerKeys(() => [
      sampleKey(),
      sampleKey({
        id: '0b7a3c1e-2d4f-4a6b-8c9d-1e2f3a4b5c6d',
        name: 'Zapier',
        prefix: 'cap_zz99',
        scopes: ['read'],
        last_used_at: '2026-12-01T08:30:00.000Z',
        expires_at: '2027-03-01T00:00:00.000Z',
      }),
    ]);
    renderScreen(<ApiKeysSection />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    expect(first.getByText('Nightly export')).toBeTruthy();
    expect(first.getByText('cap_ab12…')).toBeTruthy();
    expect(first.getByText('read')).toBeTruthy();
    expect(first.getByText('write')).toBeTruthy();
    expect(items[0]?.textContent).toContain('Never used');
    expect(items[0]?.textContent).toContain('Never expires');
    expect(items[1]?.textContent).toContain('Last used');
    expect(items[1]?.textContent).toMatch(/Expires .*2027/);
    expect(within(items[1] as HTMLElement).queryByText('write')).toBeNull();
  });

  it('invites to create the first key', async () => {
    answerKeys(() => []);
    renderScreen(<ApiKeysSection />);
    expect(await screen.findByText(/No API keys yet/)).toBeTruthy();
  });

  it('says when the list could not be loaded and loads it again', async () => {
    let failing = true;
    answerKeys(
      () => [sampleKey()],
      (config) =>
        failing && config.url === '/user/api-keys'
          ? { status: 500, data: { status: 'error', message: 'The database is not answering.' } }
          : null,
    );
    renderScreen(<ApiKeysSection />);
    expect(await screen.findByText('The database is not answering.')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nightly export')).toBeTruthy();
  });

  it('creates a key with the chosen scopes and shows its secret once, focused and copyable', async () => {
    const keys: ApiKey[] = [];
    const { bodies } = answerKeys(
      () => keys,
      (config) => {
        if (config.method !== 'post' || config.url !== '/user/api-keys') return null;
        const key = sampleKey({ name: 'Nightly export' });
        keys.push(key);
        return { status: 201, data: { status: 'success', data: { key, secret: SECRET } } };
      },
    );
    renderScreen(<ApiKeysSection />);
    const dialog = within(await openCreateDialog());
    fireEvent.change(dialog.getByLabelText(/^Name/), { target: { value: 'Nightly export' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: /Write/ }));
    fireEvent.change(dialog.getByLabelText('Expires'), { target: { value: '90' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create key' }));

    const secretField = (await screen.findByLabelText('API key "Nightly export"')) as HTMLInputElement;
    expect(bodies).toEqual([{ name: 'Nightly export', scopes: ['read', 'write'], expires_in_days: 90 }]);
    expect(secretField.value).toBe(SECRET);
    expect(secretField.readOnly).toBe(true);
    // A keyboard or screen-reader user lands on the secret and hears that it is shown only once.
    expect(document.activeElement).toBe(secretField);
    const describedBy = (secretField.getAttribute('aria-describedby') ?? '').split(/\s+/);
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Shown only this once: copy it now.',
    );
    expect(screen.getByText("You won't see it again")).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied to the clipboard.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByLabelText('API key "Nightly export"')).toBeNull());
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toContain('cap_ab12…');
    expect(item.textContent).not.toContain(SECRET);
  });

  it('selects the secret for the person to copy when the browser refuses the clipboard', async () => {
    answerKeys(
      () => [],
      (config) =>
        config.method === 'post'
          ? { status: 201, data: { status: 'success', data: { key: sampleKey(), secret: SECRET } } }
          : null,
    );
    const writeText = navigator.clipboard.writeText;
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
    try {
      renderScreen(<ApiKeysSection />);
      const dialog = within(await openCreateDialog());
      fireEvent.change(dialog.getByLabelText(/^Name/), { target: { value: 'Nightly export' } });
      fireEvent.click(dialog.getByRole('button', { name: 'Create key' }));
      const secretField = (await screen.findByLabelText('API key "Nightly export"')) as HTMLInputElement;
      secretField.setSelectionRange(0, 0);
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
      expect(await screen.findByText(/did not let us copy it/)).toBeTruthy();
      expect(document.activeElement).toBe(secretField);
      expect([secretField.selectionStart, secretField.selectionEnd]).toEqual([0, SECRET.length]);
    } finally {
      navigator.clipboard.writeText = writeText;
    }
  });

  it('checks the form before sending and shows the server’s errors next to their fields', async () => {
    const { bodies } = answerKeys(
      () => [],
      (config) =>
        config.method === 'post'
          ? {
              status: 422,
              data: {
                status: 'error',
                message: 'The given data was invalid.',
                errors: { name: ['You already have a key named so.'] },
              },
            }
          : null,
    );
    renderScreen(<ApiKeysSection />);
    const dialog = within(await openCreateDialog());
    fireEvent.click(dialog.getByRole('checkbox', { name: /Read/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create key' }));
    expect(await dialog.findByText('Give the key a name.')).toBeTruthy();
    expect(dialog.getByText('Choose at least one scope.')).toBeTruthy();
    expect(bodies).toHaveLength(0);

    fireEvent.click(dialog.getByRole('checkbox', { name: /Read/ }));
    const name = dialog.getByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: 'Zapier' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create key' }));
    expect(await dialog.findByText('You already have a key named so.')).toBeTruthy();
    const errorId = (name.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .find((id) => id.endsWith('-error'));
    expect(document.getElementById(errorId ?? '')?.textContent).toBe('You already have a key named so.');
  });

  it('shows a refusal no field can show above the form', async () => {
    const message = 'You have 20 API keys, the most an account may have. Revoke one to create another.';
    answerKeys(
      () => [],
      (config) => (config.method === 'post' ? { status: 409, data: { status: 'error', message } } : null),
    );
    renderScreen(<ApiKeysSection />);
    const dialog = within(await openCreateDialog());
    fireEvent.change(dialog.getByLabelText(/^Name/), { target: { value: 'One more' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create key' }));
    expect(await dialog.findByText(message)).toBeTruthy();
  });

  it('does not offer a new key at the limit, and says why', async () => {
    answerKeys(() =>
      Array.from({ length: 20 }, (_, i) =>
        sampleKey({
          id: `6f1c1a52-8b8e-4d39-9a57-0a7d3c0e2b${String(i).padStart(2, '0')}`,
          name: `Key ${i}`,
        }),
      ),
    );
    renderScreen(<ApiKeysSection />);
    const button = await screen.findByRole('button', { name: 'Create API key' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    const noteId = button.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(noteId)?.textContent).toContain('Revoke one to create another');
  });

  it('revokes a key only once confirmed', async () => {
    let keys = [sampleKey()];
    const { calls } = answerKeys(
      () => keys,
      (config) => {
        if (config.method !== 'delete') return null;
        keys = [];
        return successReply({ id: sampleKey().id });
      },
    );
    renderScreen(<ApiKeysSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Nightly export' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke API key' }));
    expect(dialog.getByText(/stop\s+working at once/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Revoke API key' })).toBeNull());
    expect(calls.some((call) => call.startsWith('DELETE'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Revoke Nightly export' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Revoke API key' })).getByRole('button', {
        name: 'Revoke key',
      }),
    );
    expect(await screen.findByText(/No API keys yet/)).toBeTruthy();
    expect(calls).toContain(`DELETE /user/api-keys/${sampleKey().id}`);
  });
});
