// A program's journey through the typed client (packages/sdk) with an API key made in a browser
// session: list and create projects (a retried create with the same Idempotency-Key makes one
// project), upload a clip to its signed URL, wait for its transcript, and be told there is nothing
// to download before a render. And the API reference the product serves, drawn offline.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createCaptionistClient } from '@captionist/sdk';
import { expect, test } from '@playwright/test';
import { makeClip } from '../support/make-clip';
import { signInNewUser, xsrfHeader } from '../support/sign-in';

test('a program with an API key lists, creates, uploads and waits for the transcript through the SDK', async ({
  page,
  baseURL,
}, testInfo) => {
  if (!baseURL) throw new Error('The Playwright config names the app in use.baseURL.');
  await signInNewUser(page, 'sdk');
  const made = await page.request.post('/api/user/api-keys', {
    headers: await xsrfHeader(page),
    data: { name: 'SDK journey', scopes: ['read', 'write'] },
  });
  expect(made.status()).toBe(201);
  const { secret } = ((await made.json()) as { data: { secret: string } }).data;
  expect(secret).toMatch(/^cap_/);
  const captionist = createCaptionistClient({ baseUrl: baseURL, apiKey: secret });

  const before = await captionist.GET('/api/user/projects');
  expect(before.response.status).toBe(200);
  const existing = before.data?.data.length ?? 0;

  const idempotencyKey = randomUUID();
  const create = () =>
    captionist.POST('/api/user/projects', {
      params: { header: { 'idempotency-key': idempotencyKey } },
      body: { name: 'Made by a program' },
    });
  const first = await create();
  const retry = await create();
  expect(first.response.status).toBe(201);
  expect(retry.response.status).toBe(201);
  const projectId = first.data?.data.id ?? '';
  expect(retry.data?.data.id).toBe(projectId);
  const after = await captionist.GET('/api/user/projects');
  expect(after.data?.data).toHaveLength(existing + 1);

  const clip = readFileSync(makeClip(testInfo.outputPath('clip.mp4')));
  const upload = await captionist.POST('/api/user/videos/upload-url/{pid}', {
    params: { path: { pid: projectId } },
    body: { name: 'clip.mp4', size: clip.length, content_type: 'video/mp4' },
  });
  if (!upload.data) throw new Error(`No upload URL: ${upload.response.status} ${upload.error?.message}`);
  const { video, upload: target } = upload.data.data;
  // The signed URL carries its own authorisation: no API key on it.
  const put = await fetch(new URL(target.url, baseURL), {
    method: 'PUT',
    headers: target.headers,
    body: clip,
  });
  expect(put.status).toBe(200);
  const confirmed = await captionist.POST('/api/user/videos/confirm-upload/{vid}', {
    params: { path: { vid: video.id } },
  });
  expect(confirmed.response.status).toBe(200);

  const vid = { params: { path: { vid: video.id } } };
  await expect
    .poll(async () => (await captionist.GET('/api/user/videos/{vid}', vid)).data?.data.transcription_status, {
      timeout: 90_000,
      intervals: [500],
    })
    .toBe('done');

  const download = await captionist.GET('/api/user/videos/{vid}/download-url', vid);
  expect(download.response.status).toBe(409);
  expect(download.error?.message).toBeTruthy();
  expect(download.response.headers.get('x-request-id')).toBeTruthy();

  // The keys themselves are for a browser session only, whatever the key's scopes.
  const keys = await captionist.GET('/api/user/api-keys');
  expect(keys.response.status).toBe(403);
});

test('the API reference is drawn from the app alone, without a console error', async ({ page, baseURL }) => {
  if (!baseURL) throw new Error('The Playwright config names the app in use.baseURL.');
  const elsewhere: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL).origin && !request.url().startsWith('data:'))
      elsewhere.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto('/api/reference');
  await expect(page.getByRole('heading', { name: 'Captionist API', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quick start' })).toBeVisible();
  await page.getByText('Makes an API key and shows its secret').first().click();
  await expect(
    page.getByText('Only from a browser session: API keys are refused (403).').first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(elsewhere).toEqual([]);
  expect(problems).toEqual([]);
});
