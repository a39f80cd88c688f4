// The developer settings of issue 36 (docs/api.md, docs/webhooks.md): an API key made on the
// profile is shown once, copied, works as a Bearer token and stops working when revoked; a
// webhook endpoint gets a signed test event that the page then lists as delivered.
import { createHmac } from 'node:crypto';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { signInNewUser } from '../support/sign-in';
import { startWebhookReceiver } from '../support/webhook-receiver';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const shoot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true, animations: 'disabled' });

async function openDeveloperSettings(page: Page) {
  await page.goto('/profile');
  await page.getByRole('link', { name: 'API keys and webhooks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();
}

test('an API key is shown once, copied, calls the API and stops working when revoked', async ({
  page,
  request,
}, testInfo) => {
  await signInNewUser(page, 'apikeys');
  await openDeveloperSettings(page);
  const keys = page.getByRole('region', { name: 'API keys' });
  await expect(keys.getByText('No API keys yet')).toBeVisible();

  let secret = '';
  await test.step('create a key with read and write, and copy its secret', async () => {
    await keys.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an API key' });
    await dialog.getByLabel('Name').fill('Nightly export');
    await dialog.getByRole('checkbox', { name: /^Write/ }).check();
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const field = page
      .getByRole('dialog', { name: 'Your new API key' })
      .getByLabel('API key "Nightly export"');
    await expect(field).toBeFocused();
    await expect(page.getByText("You won't see it again")).toBeVisible();
    secret = await field.inputValue();
    expect(secret).toMatch(/^cap_\S{20,}$/);
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await shoot(page, testInfo, '01-key-shown-once');
    await page.getByRole('button', { name: 'Done' }).click();
    // Gone from the page once the dialog has closed, not only hidden.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('the list shows the key by its first characters, never the secret', async () => {
    const item = keys.getByRole('listitem').filter({ hasText: 'Nightly export' });
    const prefix = (await item.getByTestId('api-key-prefix').textContent())?.replace(/…$/, '') ?? '';
    expect(prefix.length).toBeGreaterThan('cap_'.length);
    expect(secret.startsWith(prefix)).toBe(true);
    await expect(item).toContainText('read');
    await expect(item).toContainText('write');
    await expect(item).toContainText('Never used');
    expect(await page.content()).not.toContain(secret);
    await shoot(page, testInfo, '02-key-listed');
  });

  const asProgram = () =>
    request.get('/api/user/projects', { headers: { authorization: `Bearer ${secret}` } });
  await test.step('a program calls the API with the copied key', async () => {
    expect((await asProgram()).status()).toBe(200);
  });

  await test.step('revoke the key after confirming: the same call is refused', async () => {
    await keys.getByRole('button', { name: 'Revoke Nightly export' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke API key' })
      .getByRole('button', { name: 'Revoke key' })
      .click();
    await expect(keys.getByText('No API keys yet')).toBeVisible();
    expect((await asProgram()).status()).toBe(401);
  });
});

test('a webhook endpoint receives a signed test event, listed as delivered', async ({ page }, testInfo) => {
  const receiver = await startWebhookReceiver();
  try {
    await signInNewUser(page, 'webhooks');
    await openDeveloperSettings(page);
    const webhooks = page.getByRole('region', { name: 'Webhooks' });

    let signingSecret = '';
    await test.step('add an endpoint and keep its signing secret', async () => {
      await webhooks.getByRole('button', { name: 'Add endpoint' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
      await dialog.getByLabel('Endpoint URL').fill(receiver.url);
      await dialog.getByLabel('Description').fill('Journey receiver');
      await dialog.getByRole('button', { name: 'Add endpoint' }).click();
      const field = page.getByRole('dialog', { name: 'Endpoint added' }).getByLabel('Signing secret');
      await expect(field).toBeFocused();
      signingSecret = await field.inputValue();
      expect(signingSecret).toMatch(/^whsec_/);
      await page.getByRole('button', { name: 'Done' }).click();
    });

    await test.step('send a test event: the receiver gets it signed, the page lists it delivered', async () => {
      const endpoint = webhooks.getByTestId('webhook-endpoint').filter({ hasText: receiver.url });
      await expect(endpoint).toContainText('All events');
      await endpoint.getByRole('button', { name: 'Send a test event' }).click();
      const delivery = endpoint.getByTestId('webhook-delivery');
      await expect(delivery).toContainText('webhook.test');
      await expect(delivery).toContainText('Delivered', { timeout: 20_000 });
      await expect(delivery).toContainText('204');
      await shoot(page, testInfo, '03-webhook-delivered');

      expect(receiver.received).toHaveLength(1);
      const [{ headers, body }] = receiver.received as [(typeof receiver.received)[number]];
      expect(JSON.parse(body)).toMatchObject({ type: 'webhook.test' });
      // Standard Webhooks: HMAC-SHA256 of "id.timestamp.body" with the secret's base64 key.
      const signed = `${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`;
      const key = Buffer.from(signingSecret.slice('whsec_'.length), 'base64');
      const expected = `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
      expect(String(headers['webhook-signature']).split(' ')).toContain(expected);
    });
  } finally {
    await receiver.close();
  }
});
