// Nothing gets stuck (issue 19): an upload cut off by a reload says so on its card and can be
// resumed with the same file (only the missing parts are sent), started again or deleted; an upload
// row ends with what became of its video, whose editor then shows its picture within seconds; a video longer than the plan allows is refused in the
// browser before any byte is sent. Part and file PUTs are held with page.route to cut an upload off
// at a known point.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type FileChooser, type Page, type Request, type Route, test } from '@playwright/test';
import { signInNewUser, xsrfHeader } from '../support/sign-in';

const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-loglevel', 'error', '-y', ...args]);

let media: string;
const file = (name: string) => path.join(media, name);

test.beforeAll(() => {
  media = mkdtempSync(path.join(os.tmpdir(), 'captionist-e2e-uploads-'));
  // A 2-second clip with a tone; the same clip under two more names.
  const clipArgs = ['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25', '-f', 'lavfi', '-i', 'sine'];
  ffmpeg(
    ...clipArgs,
    '-t',
    '2',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    file('clip.mp4'),
  );
  // Over 100 MB, so it goes in 8 MB parts: lossless frames of noise.
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30,noise=alls=60:allf=t', '-frames:v', '66'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-pix_fmt', 'yuv420p', file('large.mp4')],
  );
  // One second longer than the free plan's 5 minutes.
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'color=c=black:size=32x32:rate=1',
    '-t',
    '301',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    file('long.mp4'),
  );
});
test.afterAll(() => rmSync(media, { recursive: true, force: true }));

async function openNewProject(page: Page, name: string) {
  const created = await page.request.post('/api/user/projects', {
    headers: await xsrfHeader(page),
    data: { name },
  });
  expect(created.status()).toBe(201);
  await page.goto(`/project/${(await created.json()).data.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function chooseVideos(page: Page, files: Parameters<FileChooser['setFiles']>[0]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add videos' }).click();
  await (await chooser).setFiles(files);
}

/** A PUT to the local storage driver's signed URLs (a whole file, or one part of it). */
const storagePut = (request: Request) =>
  request.method() === 'PUT' && new URL(request.url()).pathname.startsWith('/api/storage/');
const partNumberOf = (request: Request) =>
  Number(/\.parts\/[0-9a-f]+\/(\d{5})$/.exec(new URL(request.url()).pathname)?.[1]);

/** Reloads while uploads run: the page asks first (uploads would be lost), and the answer is yes. */
async function reloadMidUpload(page: Page) {
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
}

test('a reload mid-upload leaves a card that says so, and the same file resumes with only the missing parts', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInNewUser(page, 'resume');
  await openNewProject(page, 'Long takes');

  await test.step('the first part arrives, the others are held, and the page is reloaded', async () => {
    const held: Route[] = [];
    await page.route(
      (url) => url.pathname.includes('.parts/'),
      (route) => (partNumberOf(route.request()) === 1 ? route.continue() : void held.push(route)),
    );
    const firstPartRecorded = page.waitForResponse(
      (response) => response.url().includes('/multipart-upload-part/') && response.ok(),
    );
    await chooseVideos(page, file('large.mp4'));
    await firstPartRecorded;
    await reloadMidUpload(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  const card = page.getByTestId('video-card').filter({ hasText: 'large.mp4' });
  await test.step('the card says the upload was interrupted, and how far it got', async () => {
    await expect(card.getByTestId('video-status')).toHaveText('Upload interrupted');
    await expect(card).toContainText(
      /The upload stopped at [1-9]%\. Resume sends the rest of the same file\./,
    );
    for (const name of ['Resume', 'Retry', 'Delete'])
      await expect(card.getByRole('button', { name })).toBeVisible();
  });

  await test.step('another file is not taken for it', async () => {
    const chooser = page.waitForEvent('filechooser');
    await card.getByRole('button', { name: 'Resume' }).click();
    await (await chooser).setFiles(file('clip.mp4'));
    await expect(card.getByRole('alert')).toHaveText(
      /^This is not the file that was being uploaded\. Choose “large\.mp4” \(\d+(\.\d)? MB\)\.$/,
    );
  });

  await test.step('the same file sends only the parts the server does not have', async () => {
    const sentParts: number[] = [];
    page.on('request', (request) => {
      if (storagePut(request)) sentParts.push(partNumberOf(request));
    });
    const chooser = page.waitForEvent('filechooser');
    await card.getByRole('button', { name: 'Resume' }).click();
    await (await chooser).setFiles(file('large.mp4'));
    const row = page.getByTestId('upload-row').filter({ hasText: 'large.mp4' });
    await expect(row).toContainText(/Uploaded\. The video is being processed\.|Ready to style and render\./, {
      timeout: 120_000,
    });
    expect(sentParts.length).toBeGreaterThan(10);
    expect(sentParts).not.toContain(1);
    await expect(page.getByTestId('video-card')).toHaveCount(1);
    await expect(page.getByTestId('video-card').getByTestId('video-status')).not.toHaveText(/Upload/);
  });
});

test('an interrupted upload in one piece can be started again or deleted', async ({ page }) => {
  test.setTimeout(120_000);
  await signInNewUser(page, 'restart');
  await openNewProject(page, 'Short takes');

  await test.step('two uploads are cut off by a reload before their files arrive', async () => {
    let held = 0;
    await page.route(
      (url) => url.pathname.startsWith('/api/storage/'),
      (route) => {
        if (!storagePut(route.request())) return route.continue();
        held += 1;
      },
    );
    const clip = readFileSync(file('clip.mp4'));
    await chooseVideos(page, [
      { name: 'first.mp4', mimeType: 'video/mp4', buffer: clip },
      { name: 'second.mp4', mimeType: 'video/mp4', buffer: clip },
    ]);
    await expect.poll(() => held).toBe(2);
    await reloadMidUpload(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  const first = page.getByTestId('video-card').filter({ hasText: 'first.mp4' });
  const second = page.getByTestId('video-card').filter({ hasText: 'second.mp4' });
  await test.step('both cards say so; a file sent in one piece cannot be resumed', async () => {
    for (const card of [first, second]) {
      await expect(card.getByTestId('video-status')).toHaveText('Upload interrupted');
      await expect(card).toContainText('The upload stopped before the file arrived. Retry sends it again.');
      await expect(card.getByRole('button', { name: 'Resume' })).toHaveCount(0);
    }
  });

  await test.step('Delete removes the video', async () => {
    await first.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete video?' })
      .getByRole('button', { name: 'Delete video' })
      .click();
    await expect(first).toHaveCount(0);
  });

  await test.step('Retry sends the chosen file as a new upload in its place', async () => {
    const chooser = page.waitForEvent('filechooser');
    await second.getByRole('button', { name: 'Retry' }).click();
    await (await chooser).setFiles(file('clip.mp4'));
    const row = page.getByTestId('upload-row').filter({ hasText: 'clip.mp4' });
    await expect(row).toContainText(/Uploaded\. The video is being processed\.|Ready to style and render\./, {
      timeout: 60_000,
    });
    await expect(second).toHaveCount(0);
    await expect(page.getByTestId('video-card')).toHaveCount(1);
    await expect(page.getByTestId('video-card')).toContainText('clip.mp4');
  });
});

test('each upload row ends with what became of its video', async ({ page }) => {
  test.setTimeout(180_000);
  await signInNewUser(page, 'rows');
  await openNewProject(page, 'Outcomes');
  await chooseVideos(page, [
    { name: 'report.mp4', mimeType: 'video/mp4', buffer: Buffer.from('%PDF-1.7\nnot a video at all\n%%EOF') },
    { name: 'clip.mp4', mimeType: 'video/mp4', buffer: readFileSync(file('clip.mp4')) },
  ]);

  await test.step('a file the server cannot read: the row gives the reason, on one line', async () => {
    const card = page.getByTestId('video-card').filter({ hasText: 'report.mp4' });
    await expect(card.getByTestId('video-status')).toHaveText('Failed', { timeout: 60_000 });
    const row = page.getByTestId('upload-row').filter({ hasText: 'report.mp4' });
    await expect(row.getByRole('alert')).toHaveText(/^Failed: .*not a video/);
    await expect(row.getByRole('progressbar')).toHaveCount(0);
  });

  await test.step('a video that is ready: the row says so, on one line', async () => {
    const card = page.getByTestId('video-card').filter({ hasText: 'clip.mp4' });
    await expect(card.getByTestId('video-status')).toHaveText('Ready', { timeout: 120_000 });
    const row = page.getByTestId('upload-row').filter({ hasText: 'clip.mp4' });
    await expect(row.getByRole('status')).toHaveText('Ready to style and render.');
    await expect(row.getByRole('progressbar')).toHaveCount(0);
  });

  await test.step('its editor plays the picture within seconds of Ready', async () => {
    const card = page.getByTestId('video-card').filter({ hasText: 'clip.mp4' });
    const editor = await card.locator('a[href^="/video/"]').first().getAttribute('href');
    const readyAt = Date.now();
    await page.goto(editor ?? '/');
    // The preview copy, or the upload itself while the copy is made: either way a picture, not the wait.
    await expect
      .poll(
        () =>
          page
            .getByTestId('video-player')
            .evaluate((video: HTMLVideoElement) => video.readyState >= 1 && video.videoWidth > 0)
            .catch(() => false),
        { timeout: 5_000 },
      )
      .toBe(true);
    console.log(`Ready → picture: ${Date.now() - readyAt} ms`);
  });
});

test('a video longer than the plan allows is refused before any byte is sent', async ({ page }) => {
  await signInNewUser(page, 'too-long');
  await openNewProject(page, 'Long talk');
  const uploadRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('upload-url') || storagePut(request)) uploadRequests.push(request.url());
  });
  await chooseVideos(page, file('long.mp4'));
  const row = page.getByTestId('upload-row').filter({ hasText: 'long.mp4' });
  await expect(row.getByRole('alert')).toHaveText(
    'You are not allowed to use videos longer than 5.00 minutes',
  );
  expect(uploadRequests).toEqual([]);
  await expect(page.getByTestId('video-card')).toHaveCount(0);
});
