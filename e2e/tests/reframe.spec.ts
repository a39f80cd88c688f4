// Reframe (issue 18) from the editor to the MP4: the portrait sample video made square following
// the face (the search runs on the built server's detector thread and finds none in the sample's
// gradient, so the crop holds the centre), the player taking the square's shape, the fit over a
// blurred copy shown, then a render that is the 720×720 square.
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { signInNewUser } from '../support/sign-in';
import { apiData, openEditor, renderedMp4, transcribedSampleVideo } from '../support/transcribed-video';

const sizeOf = (mp4: string) =>
  execFileSync('ffprobe', [
    ...[
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=width,height',
      '-of',
      'csv=p=0',
      mp4,
    ],
  ])
    .toString()
    .trim();

test('a portrait video is made square following the face, shown so in the editor, and rendered so', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInNewUser(page, 'reframe');
  const video = await transcribedSampleVideo(page, 'Reframe');
  await openEditor(page, video.id);
  const shape = page.getByRole('radiogroup', { name: 'Output shape' });

  await test.step('1:1 following the face: the faces are searched, the player is square', async () => {
    await shape.getByText('1:1').click();
    await expect
      .poll(
        async () => (await apiData<{ status: string }>(page, `/api/user/videos/${video.id}/faces`)).status,
        {
          timeout: 60_000,
        },
      )
      .toBe('done');
    await expect(page.getByText(/Finding faces/)).toHaveCount(0);
    const frame = page.getByTestId('video-player').locator('..');
    await expect(frame).toHaveAttribute('style', /--frame-ratio: 1\b/);
    const box = await page.getByTestId('video-player').boundingBox();
    expect(Math.abs((box?.width ?? 0) - (box?.height ?? 1))).toBeLessThan(2);
    await expect
      .poll(
        async () =>
          (await apiData<{ reframe: { aspect: string } }>(page, `/api/user/videos/${video.id}/edits`))
            .reframe,
      )
      .toMatchObject({ aspect: '1:1', mode: 'face' });
  });

  await test.step('the fit shows the whole picture over a blurred copy', async () => {
    await page
      .getByRole('radiogroup', { name: 'How the picture fills it' })
      .getByText('Fit, blurred fill')
      .click();
    await expect(page.getByTestId('fill-backdrop')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('01-editor-fill.png'), animations: 'disabled' });
    await page
      .getByRole('radiogroup', { name: 'How the picture fills it' })
      .getByText('Follow the face')
      .click();
    await expect(page.getByTestId('fill-backdrop')).toHaveCount(0);
  });

  await test.step('the render is the 720×720 square', async () => {
    await expect
      .poll(
        async () =>
          (await apiData<{ reframe: { mode: string } }>(page, `/api/user/videos/${video.id}/edits`)).reframe
            .mode,
      )
      .toBe('face');
    await page.getByRole('button', { name: 'Render video' }).click();
    const mp4 = await renderedMp4(page, testInfo, video.id);
    expect(sizeOf(mp4)).toBe('720,720');
  });
});
