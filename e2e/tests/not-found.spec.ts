import { expect, test } from '@playwright/test';

test('an unknown path shows the not-found page', async ({ page }, testInfo) => {
  await page.goto('/this/path/does-not-exist');
  const notFound = page.getByTestId('not-found');
  await expect(notFound).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('not-found.png'), fullPage: true });
});

test('the API answers unknown routes with the error envelope, not the app', async ({ request }) => {
  const response = await request.get('/api/no-such-route');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ status: 'error', message: 'Not found.' });
});
