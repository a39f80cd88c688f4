// Automatic editing (issue 17) from the editor to the MP4: Remove silences at the extra fast pace
// on the sample video, the preview played across a cut (it jumps over it), one cut pause restored
// from its mark in the transcript, a word cut from the word bar, then a render whose length is the
// source's less what stays cut.
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { signInNewUser } from '../support/sign-in';
import { apiData, openEditor, renderedMp4, transcribedSampleVideo } from '../support/transcribed-video';

interface Zoom {
  start_ms: number;
  end_ms: number;
}

interface Cut {
  start_ms: number;
  end_ms: number;
  reason: string;
}

const durationMs = (mp4: string) =>
  1000 *
  Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', mp4]));

test('silences are removed, the preview plays across a cut, one is restored, and the render is that much shorter', async ({
  page,
}, testInfo) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInNewUser(page, 'auto-edit');
  const video = await transcribedSampleVideo(page, 'Automatic editing');
  const sourceMs = (await apiData<{ duration_ms: number }>(page, `/api/user/videos/${video.id}`)).duration_ms;
  const savedCuts = async () =>
    (await apiData<{ cuts: Cut[] }>(page, `/api/user/videos/${video.id}/edits`)).cuts;
  await openEditor(page, video.id);

  await test.step('Remove silences at the extra fast pace cuts the pauses and says how much', async () => {
    await page.getByTestId('silence-cuts').getByText('Extra fast').click();
    await page.getByRole('button', { name: 'Remove silences' }).click();
    await expect(page.locator('.mantine-Notification-root', { hasText: /pauses? cut/ })).toBeVisible();
    await expect(page.getByTestId('silence-cuts')).toContainText(/\d+ pauses? cut · \d+\.\d s shorter/);
    await expect.poll(async () => (await savedCuts()).length, { timeout: 15_000 }).toBeGreaterThan(1);
  });

  const cuts = await savedCuts();
  const inside = cuts.reduce((best, cut) =>
    cut.end_ms - cut.start_ms > best.end_ms - best.start_ms ? cut : best,
  );

  await test.step('the preview jumps over a cut while it plays', async () => {
    const seen = await page.getByTestId('video-player').evaluate(
      (player: HTMLVideoElement, cut) =>
        new Promise<number[]>((resolve) => {
          const times: number[] = [];
          player.muted = true;
          player.pause();
          player.addEventListener(
            'seeked',
            () => {
              const watch = () =>
                player.requestVideoFrameCallback((_now, frame) => {
                  times.push(frame.mediaTime * 1000);
                  if (frame.mediaTime * 1000 > cut.end_ms + 400) {
                    player.pause();
                    resolve(times);
                  } else watch();
                });
              watch();
              void player.play();
            },
            { once: true },
          );
          player.currentTime = Math.max(0, cut.start_ms - 400) / 1000;
        }),
      inside,
    );
    // At most a frame or two shows inside the cut before the jump (one frame is ~33 ms).
    const within = seen.filter((ms) => ms > inside.start_ms + 80 && ms < inside.end_ms - 10);
    console.log(
      `cut ${inside.start_ms}–${inside.end_ms} ms; frames inside it: ${within.length} of ${seen.length}`,
    );
    expect(within.length).toBeLessThanOrEqual(2);
    expect(seen.some((ms) => ms >= inside.end_ms)).toBe(true);
  });

  await test.step('one pause is restored from its mark in the transcript', async () => {
    const seconds = ((inside.end_ms - inside.start_ms) / 1000).toFixed(1);
    await page
      .getByRole('button', { name: `Restore the ${seconds} s pause cut here` })
      .first()
      .click();
    await expect.poll(async () => (await savedCuts()).length, { timeout: 15_000 }).toBe(cuts.length - 1);
  });

  await test.step("energetic punch-ins zoom the preview by the render's curve", async () => {
    await page.getByTestId('punch-ins').getByText('Energetic').click();
    await page.getByRole('button', { name: 'Add punch-ins' }).click();
    await expect(page.getByTestId('punch-ins')).toContainText(/\d+ punch-ins?/);
    await expect
      .poll(
        async () =>
          (await apiData<{ zooms: Zoom[] }>(page, `/api/user/videos/${video.id}/edits`)).zooms.length,
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    const [zoom] = (await apiData<{ zooms: Zoom[] }>(page, `/api/user/videos/${video.id}/edits`)).zooms;
    if (!zoom) throw new Error('no zoom');
    const player = page.getByTestId('video-player');
    await player.evaluate(
      (video: HTMLVideoElement, at) =>
        new Promise<void>((resolve) => {
          video.pause();
          video.addEventListener('seeked', () => resolve(), { once: true });
          video.currentTime = at;
        }),
      (zoom.start_ms + zoom.end_ms) / 2000,
    );
    await expect(player).toHaveAttribute('data-zoom', '1.150');
    await expect(player).toHaveCSS('object-view-box', /inset\(6\.52/);
  });

  await test.step('the render plays only what is left', async () => {
    await page.screenshot({ path: testInfo.outputPath('01-editor-cuts.png'), animations: 'disabled' });
    const left = await savedCuts();
    const removed = left.reduce((sum, cut) => sum + cut.end_ms - cut.start_ms, 0);
    await page.getByRole('button', { name: 'Render video' }).click();
    const mp4 = await renderedMp4(page, testInfo, video.id);
    const outputMs = durationMs(mp4);
    console.log(
      `source ${sourceMs} ms, ${left.length} cuts remove ${removed} ms, render ${Math.round(outputMs)} ms`,
    );
    expect(Math.abs(outputMs - (sourceMs - removed))).toBeLessThan(120);
  });
});
