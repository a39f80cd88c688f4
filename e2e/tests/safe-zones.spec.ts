// Platform safe zones (issue 16): the default template keeps a portrait video's captions clear of
// TikTok's, Instagram Reels' and YouTube Shorts' own text; the editor warns when the captions or
// the hook sit under it, and the caption guides shade those areas for the platform picked.
import { expect, test } from '@playwright/test';
import { signInNewUser, xsrfHeader } from '../support/sign-in';
import { transcribedSampleVideo, videoDetail } from '../support/transcribed-video';

test('the editor shades a platform’s own buttons and warns about captions under them', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await signInNewUser(page, 'safe-zones');
  const video = await transcribedSampleVideo(page, 'Safe zones');
  expect(video.height).toBeGreaterThan(video.width);

  await page.goto(`/video/${video.id}`);
  const warnings = page.getByTestId('zone-warnings');
  // The default template keeps the captions clear of every platform's text.
  await expect(page.getByTestId('transcript')).toBeVisible({ timeout: 60_000 });
  await expect
    .poll(async () => (await videoDetail(page, video.id)).caption_settings?.position, { timeout: 30_000 })
    .toBe(70);
  await expect(warnings).toHaveCount(0);

  await page.getByTestId('guides-toggle').check();
  const zones = page.getByTestId('platform-zone');
  await expect(zones).toHaveCount(3);
  await expect(zones.first()).toContainText('TikTok · tabs');
  await page.getByTestId('platform-picker').getByText('Instagram Reels').click();
  await expect(zones.first()).toContainText('Instagram Reels · top bar');
  // The zones lie over the picture: the bottom bar ends where the picture ends.
  const picture = await page.getByTestId('video-player').boundingBox();
  const bottomBar = await zones.last().boundingBox();
  expect(picture && bottomBar).toBeTruthy();
  if (picture && bottomBar)
    expect(bottomBar.y + bottomBar.height).toBeLessThanOrEqual(picture.y + picture.height + 1);
  await page.screenshot({ path: testInfo.outputPath('reels-zones.png'), animations: 'disabled' });

  // Captions moved down to the spec's 80 % sit under all three platforms' bottom text.
  const { edit_version, caption_settings } = await videoDetail(page, video.id);
  const saved = await page.request.put(`/api/user/videos/${video.id}/caption-settings`, {
    headers: await xsrfHeader(page),
    data: { settings: { ...caption_settings, position: 80 }, base_version: edit_version },
  });
  expect(saved.ok(), `saving the position answered ${saved.status()}`).toBe(true);
  await page.reload();
  await expect(page.getByTestId('guides-toggle')).toBeChecked();
  await expect(warnings).toContainText('The captions (at 80 %) sit under TikTok’s caption and username');
  await expect(warnings).toContainText('YouTube Shorts’ title and channel');
});
