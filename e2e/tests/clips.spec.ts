// The clip finder (issue 34): a long recording uploaded from the project page opens on it; the
// sample video's clips are found, one is played, its start moved a sentence later, and it is kept
// as the video: everything around it is cut.
import { expect, test } from '@playwright/test';
import { makeClip } from '../support/make-clip';
import { signInNewUser } from '../support/sign-in';
import { apiData, previewCopyReady, transcribedSampleVideo } from '../support/transcribed-video';

test('a clip is found, played, moved by a sentence and kept as the video', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await signInNewUser(page, 'clips');
  const video = await transcribedSampleVideo(page, 'Clips');

  await test.step('a long recording is uploaded from the project page, and opens on the clip finder', async () => {
    const { project_id } = await apiData<{ project_id: string }>(page, `/api/user/videos/${video.id}`);
    await page.goto(`/project/${project_id}`);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Find clips in a long recording' }).click();
    await (await chooser).setFiles(makeClip(testInfo.outputPath('interview.mp4')));
    await expect(
      page.getByTestId('upload-row').filter({ hasText: 'interview.mp4' }).getByText('Long recording'),
    ).toBeVisible();
    const card = page.getByTestId('video-card').filter({ hasText: 'interview.mp4' });
    await expect(card.getByText('Long recording')).toBeVisible({ timeout: 30_000 });
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/video\/[0-9a-f-]{36}\?panel=clips$/);
    await expect(page.getByRole('tab', { name: 'Clips' })).toHaveAttribute('aria-selected', 'true');
  });

  // The preview copy first: the player taking it over while a clip plays would pick playing up
  // again after Stop (it failed so once, under load).
  await previewCopyReady(page, video.id);
  await page.goto(`/video/${video.id}?panel=clips`);
  const finder = page.getByTestId('clip-finder');

  await test.step('clips under 30 s are found, with their score and parts', async () => {
    await finder.getByText('Under 30 s', { exact: true }).click();
    await expect(finder.getByRole('radio', { name: 'Under 30 s' })).toBeChecked();
    await finder.getByRole('button', { name: 'Find clips' }).click();
    await expect(finder.getByTestId('clip-card').first()).toBeVisible({ timeout: 30_000 });
    const card = finder.getByTestId('clip-card').first();
    await expect(card.getByLabel(/^Score \d+ of 100$/)).toBeVisible();
    await expect(card.getByLabel(/^Hook \d+ of 100$/)).toBeVisible();
    await expect(card.getByTestId('clip-excerpt')).toHaveText(/^Welcome to Captionist\./);
  });

  const card = finder.getByTestId('clip-card').first();
  await test.step('it plays from its start, and stops on request', async () => {
    await card.getByRole('button', { name: 'Play' }).click();
    const player = page.getByTestId('video-player');
    await expect
      .poll(() => player.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0))
      .toBe(true);
    await card.getByRole('button', { name: 'Stop' }).click();
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  await test.step('its start moves a sentence later, and it is kept: the words before it are cut', async () => {
    await card.getByRole('button', { name: 'Start a sentence later' }).click();
    await expect(card.getByTestId('clip-excerpt')).toHaveText(/^Upload a talking video/);
    await card.getByRole('button', { name: 'Keep only this clip' }).click();
    await expect(page.getByText('The video is now this clip')).toBeVisible();
    await page.getByRole('tab', { name: 'Transcript' }).click();
    await expect(page.getByRole('button', { name: /^Restore the .* cut here$/ }).first()).toBeVisible();
    // The saved edits hold the cut before the clip.
    await expect
      .poll(async () => {
        const edits = await page.request.get(`/api/user/videos/${video.id}/edits`);
        const cuts = ((await edits.json()) as { data: { cuts: { start_ms: number }[] } }).data.cuts;
        return cuts.some((cut) => cut.start_ms === 0);
      })
      .toBe(true);
  });
});

test('the accepted clips become videos of the project, render together, and one downloads', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await signInNewUser(page, 'clip-videos');
  const video = await transcribedSampleVideo(page, 'Clip videos');
  await page.goto(`/video/${video.id}?panel=clips`);
  const finder = page.getByTestId('clip-finder');
  const cards = finder.getByTestId('clip-card');

  await test.step('short clips of a custom length are found, one extended by a sentence, all accepted', async () => {
    await finder.getByText('Custom', { exact: true }).click();
    await finder.getByLabel('Shortest (s)').fill('3');
    await finder.getByLabel('Longest (s)').fill('7');
    await finder.getByLabel('How many').fill('3');
    await finder.getByRole('button', { name: 'Find clips' }).click();
    await expect(cards.first()).toBeVisible({ timeout: 30_000 });
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    const last = cards.last();
    const before = await last.getByTestId('clip-excerpt').textContent();
    await last.getByRole('button', { name: 'Start a sentence earlier' }).click();
    await expect(last.getByTestId('clip-excerpt')).not.toHaveText(before ?? '');
    for (const card of await cards.all()) await card.getByRole('button', { name: 'Accept' }).click();
  });

  const count = await cards.count();
  const made = finder.getByTestId('made-clips');
  let firstClip = '';
  await test.step('one recipe makes them videos, and all of them render', async () => {
    await finder
      .getByTestId('clip-recipe')
      .getByRole('button', { name: `Make ${count} videos` })
      .click();
    await expect(made.getByRole('listitem')).toHaveCount(count);
    firstClip = (await made.getByRole('listitem').first().getByRole('link').getAttribute('href')) ?? '';
    await made.getByRole('button', { name: 'Render all' }).click();
    await expect(made.getByTestId('made-clips-rendering')).toHaveText(
      new RegExp(`^${count} renders started`),
    );
    await made.getByRole('link', { name: 'the project page' }).click();
    const clipCards = page.getByTestId('video-card').filter({ hasNotText: 'Sample video' });
    await expect(clipCards).toHaveCount(count);
    for (const card of await clipCards.all())
      await expect(card.getByTestId('video-status')).toHaveText('Rendered', { timeout: 120_000 });
  });

  await test.step('a clip downloads as an MP4 of its own length', async () => {
    await page
      .getByTestId('video-card')
      .filter({ hasNotText: 'Sample video' })
      .first()
      .getByRole('link', { name: /^Watch and download / })
      .click();
    const href = await page.getByRole('link', { name: 'Download video' }).getAttribute('href');
    const file = await page.request.get(href ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('video/mp4');
    const duration = await page.getByTestId('rendered-video').evaluate(
      (player: HTMLVideoElement) =>
        new Promise<number>((resolve) => {
          if (player.readyState >= 1) resolve(player.duration);
          else player.addEventListener('loadedmetadata', () => resolve(player.duration), { once: true });
        }),
    );
    // A clip of the 13-second sample, not the sample itself.
    expect(duration).toBeGreaterThan(2.5);
    expect(duration).toBeLessThan(11);
    await page.screenshot({ path: testInfo.outputPath('clip-video.png') });
  });

  await test.step('a clip’s own editor moves its start into the rest of the recording, its header its own length', async () => {
    await page.goto(`${firstClip}?panel=clips`);
    const edges = page.getByRole('region', { name: 'Clip edges' });
    const place = edges.getByTestId('clip-place');
    const before = await place.textContent();
    const words = page.getByTestId('transcript').locator('[data-word-index]');
    await page.getByRole('tab', { name: 'Transcript' }).click();
    const wordsBefore = await words.count();
    await page.getByRole('tab', { name: 'Clips' }).click();
    // The header gives the clip's own length, as its place in the recording does.
    const length = (before ?? '').split(' · ')[1] ?? '';
    expect(length).toMatch(/^0:0\d$/);
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText(length);
    // The first clip ends with the sample's last sentence; it starts after its first.
    await edges.getByRole('button', { name: 'Start a sentence earlier' }).click();
    await expect(place).not.toHaveText(before ?? '');
    await page.getByRole('tab', { name: 'Transcript' }).click();
    await expect.poll(() => words.count()).toBeGreaterThan(wordsBefore);
  });
});
