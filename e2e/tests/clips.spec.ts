// The clip finder in the editor (issue 34): the sample video's clips are found, one is played,
// its start moved a sentence later, and it is kept as the video: everything around it is cut.
import { expect, test } from '@playwright/test';
import { signInNewUser } from '../support/sign-in';
import { transcribedSampleVideo } from '../support/transcribed-video';

test('a clip is found, played, moved by a sentence and kept as the video', async ({ page }) => {
  test.setTimeout(180_000);
  await signInNewUser(page, 'clips');
  const video = await transcribedSampleVideo(page, 'Clips');
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
