// The render journey of issue 8: from the editor a render starts with its progress bar, the user
// goes to the dashboard and is told when it is done, the view page plays the captioned video and
// offers it as a download (checked with ffprobe), and the credits badge counts one more video.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { signInNewUser, xsrfHeader } from '../support/sign-in';

const shoot = (page: Page, testInfo: TestInfo, name: string, fullPage = true) =>
  page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage, animations: 'disabled' });

/** The credits badge of the desktop top bar, found by its spoken name. */
const topBarCredits = (page: Page, label: string) =>
  page.getByRole('banner').getByRole('link', { name: `${label} credits used` });

/** Seeks the player to `seconds`, where a caption is on screen, and waits for that frame. */
async function showFrameAt(page: Page, seconds: number) {
  await page.getByTestId('rendered-video').evaluate(
    (video: HTMLVideoElement, at) =>
      new Promise<void>((resolve) => {
        if (video.readyState >= 2 && Math.abs(video.currentTime - at) < 0.01) return resolve();
        video.addEventListener('seeked', () => resolve(), { once: true });
        video.currentTime = at;
      }),
    seconds,
  );
}

async function sampleVideoReadyToRender(page: Page): Promise<{ projectId: string; videoId: string }> {
  const headers = await xsrfHeader(page);
  const project = await page.request.post('/api/user/projects', { headers, data: { name: 'Render run' } });
  expect(project.status()).toBe(201);
  const projectId = ((await project.json()) as { data: { id: string } }).data.id;
  const sample = await page.request.post(`/api/user/videos/use-sample-video/${projectId}`, { headers });
  expect(sample.status()).toBe(201);
  const videoId = ((await sample.json()) as { data: { id: string } }).data.id;
  await expect
    .poll(
      async () => {
        const status = await page.request.get(`/api/user/videos/transcription-status/${videoId}`);
        return ((await status.json()) as { data?: { status: string } }).data?.status;
      },
      { timeout: 150_000, intervals: [1000] },
    )
    .toBe('done');
  return { projectId, videoId };
}

test('a render started in the editor is announced on the dashboard, plays, and downloads', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await signInNewUser(page, 'render');
  const { projectId, videoId } = await sampleVideoReadyToRender(page);

  await test.step('the editor starts the render and shows its progress', async () => {
    await page.goto(`/video/${videoId}`);
    await expect(topBarCredits(page, '0/3 video')).toBeVisible();
    await page.getByRole('button', { name: 'Render video' }).click();
    await expect(page.getByTestId('render-progress')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Render progress' })).toBeAttached();
    await shoot(page, testInfo, '01-editor-rendering');
    await expect(topBarCredits(page, '1/3 video')).toBeVisible();
  });

  await test.step('on the dashboard, a toast says the render is done', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const toast = page.locator('.mantine-Notification-root', { hasText: '“Sample video” is rendered' });
    await expect(toast).toBeVisible({ timeout: 180_000 });
    await shoot(page, testInfo, '02-dashboard-toast', false);
    await toast.getByRole('button', { name: 'View' }).click();
    await expect(page).toHaveURL(new RegExp(`/video/${videoId}/view$`));
  });

  const player = page.getByTestId('rendered-video');

  await test.step('the view page plays the captioned video', async () => {
    await expect(player).toBeVisible();
    await expect
      .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(2);
    expect(await player.evaluate((video: HTMLVideoElement) => video.duration)).toBeGreaterThan(0);
    await showFrameAt(page, 4);
    await shoot(page, testInfo, '03-view-light');
  });

  await test.step('the download is the signed attachment, an H.264 + AAC MP4', async () => {
    const href = await page.getByRole('link', { name: 'Download video' }).getAttribute('href');
    const source = await player.getAttribute('src');
    expect(href).toBeTruthy();
    expect(href?.split('?')[0]).toBe(source?.split('?')[0]);
    const file = await page.request.get(href ?? '');
    expect(file.ok()).toBe(true);
    expect(file.headers()['content-disposition']).toMatch(/^attachment;.*Sample video \(captioned\)\.mp4/);
    const path = testInfo.outputPath('download.mp4');
    writeFileSync(path, await file.body());
    const probe = JSON.parse(
      execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-of', 'json', path], { encoding: 'utf8' }),
    ) as { streams: { codec_name: string }[] };
    expect(probe.streams.map((stream) => stream.codec_name).sort()).toEqual(['aac', 'h264']);
    const srt = await page.request.get(
      (await page.getByRole('link', { name: 'Download SRT captions' }).getAttribute('href')) ?? '',
    );
    expect(srt.ok()).toBe(true);
  });

  await test.step('a caption overlay: made on request, a WebM with an alpha channel', async () => {
    const overlays = page.getByTestId('caption-overlays');
    await overlays.getByRole('button', { name: 'Make WebM (.webm) caption overlay' }).click();
    await expect(overlays.getByRole('progressbar', { name: 'WebM overlay progress' })).toBeAttached();
    const link = overlays.getByRole('link', { name: 'Download the WebM caption overlay (.webm)' });
    await expect(link).toHaveAttribute('href', /signature=/, { timeout: 180_000 });
    await shoot(page, testInfo, '03b-view-overlay');
    const file = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(file.ok()).toBe(true);
    expect(file.headers()['content-disposition']).toMatch(/Sample video \(captions overlay\)\.webm/);
    const path = testInfo.outputPath('overlay.webm');
    writeFileSync(path, await file.body());
    const probe = JSON.parse(
      execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-of', 'json', path], { encoding: 'utf8' }),
    ) as { streams: { codec_name: string; tags?: Record<string, string> }[] };
    expect(probe.streams.map((stream) => [stream.codec_name, stream.tags?.alpha_mode])).toEqual([
      ['vp9', '1'],
    ]);
  });

  await test.step('the credits badge counts the rendered video', async () => {
    await expect(topBarCredits(page, '1/3 video')).toBeVisible();
  });

  await test.step('the project page shows the video as rendered, with a way to watch it', async () => {
    await page.goto(`/project/${projectId}`);
    const card = page.getByTestId('video-card');
    await expect(card.getByTestId('video-status')).toHaveText('Rendered');
    await shoot(page, testInfo, '04-project-rendered');
    await card.getByRole('link', { name: 'Watch and download Sample video' }).click();
    await expect(page).toHaveURL(new RegExp(`/video/${videoId}/view$`));
  });

  await test.step('dark mode and a phone', async () => {
    await page.evaluate(() =>
      localStorage.setItem('themeConfig', JSON.stringify({ defaultDarkMode: true, isUseContainer: true })),
    );
    await page.reload();
    await expect(player).toBeVisible();
    await showFrameAt(page, 4);
    // Announced once: the next visit does not repeat it (the watcher would have asked by now).
    await page.waitForTimeout(2500);
    await expect(page.getByText('“Sample video” is rendered')).toHaveCount(0);
    await shoot(page, testInfo, '05-view-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(player).toBeVisible();
    await shoot(page, testInfo, '06-view-phone-dark');
    await page.goto(`/video/${videoId}`);
    await expect(page.getByRole('link', { name: 'View and download' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, testInfo, '07-editor-phone-dark-rendered', false);
  });
});
