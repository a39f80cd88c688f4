// Caption craft (issue 16) from the editor to the MP4: a word emphasised in green and larger from
// the word bar, a word retyped with an emoji, auto emoji and keyword emphasis pressed, a word
// picked by clicking it on the preview, the platform guides switched, then a render whose frames show the green word and the emoji's
// colours (pixel checks on the downloaded file: the sample's gradient has neither colour).
import { execFileSync } from 'node:child_process';
import type { TranscriptWord } from '@captionist/contracts';
import { expect, test } from '@playwright/test';
import { signInNewUser } from '../support/sign-in';
import {
  correctWord,
  openEditor,
  renderedMp4,
  transcribedSampleVideo,
  videoDetail,
} from '../support/transcribed-video';

const GREEN = [0x51, 0xcf, 0x66];
// Twemoji's fire: its orange body.
const FIRE_ORANGE = [0xf4, 0x90, 0x0c];

/** RGB pixels of the frame at `seconds` of the MP4. */
function frameAt(mp4: string, seconds: number): Buffer {
  return execFileSync(
    'ffmpeg',
    [
      ...['-v', 'error', '-ss', String(seconds), '-i', mp4],
      ...['-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
}

function pixelsNear(frame: Buffer, target: number[], tolerance = 40): number {
  let count = 0;
  for (let i = 0; i + 2 < frame.length; i += 3) {
    if (target.every((value, c) => Math.abs((frame[i + c] ?? 0) - value) <= tolerance)) count++;
  }
  return count;
}

/** Late in the word: its caption has finished any entrance by then. */
const lateIn = (word: TranscriptWord) => (word.start + (word.end - word.start) * 0.75) / 1000;

test('an emphasised word and an emoji typed in the editor come out in colour in the MP4', async ({
  page,
}, testInfo) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInNewUser(page, 'caption-craft');
  const video = await transcribedSampleVideo(page, 'Caption craft');
  const words = video.transcript?.words ?? [];
  const loud = Math.floor(words.length / 3);
  const fiery = loud + 5;
  expect(words.length).toBeGreaterThan(fiery + 2);
  const transcript = page.getByTestId('transcript');
  const wordAt = (index: number) => transcript.locator(`[data-word-index="${index}"]`);

  await test.step('a word gets its own colour and size from the word bar', async () => {
    await openEditor(page, video.id);
    await wordAt(loud).click();
    const picker = page.getByRole('group', { name: 'Emphasis' });
    await picker.getByRole('button', { name: 'Green emphasis' }).click();
    await expect(picker.getByRole('button', { name: 'Larger' })).toHaveAttribute('aria-pressed', 'true');
    await expect(wordAt(loud)).toHaveAttribute('data-emphasised', '');
    await expect(wordAt(loud)).toHaveAttribute('aria-description', 'Emphasised in the captions');
  });

  await test.step('a word is retyped with an emoji; auto emoji and keyword emphasis run', async () => {
    await correctWord(page, fiery, 'fire🔥');
    await page.getByRole('button', { name: 'Add emoji' }).click();
    await expect(page.locator('.mantine-Notification-root', { hasText: /emoji added/i })).toBeVisible();
    await page.getByRole('button', { name: 'Emphasise keywords' }).click();
    await expect(page.locator('.mantine-Notification-root', { hasText: /emphasised/i })).toBeVisible();
    // The word emphasised by hand keeps its green: its caption already had an emphasised word.
    await expect(wordAt(loud)).toHaveAttribute('style', /--emphasis-color:\s*#51cf66/);
  });

  await test.step('a word clicked on the preview is picked in the transcript', async () => {
    const picked = words[fiery + 2] as TranscriptWord;
    await page.getByTestId('video-player').evaluate(
      (video: HTMLVideoElement, at) =>
        new Promise<void>((resolve) => {
          video.pause();
          video.addEventListener('seeked', () => resolve(), { once: true });
          video.currentTime = at;
        }),
      (picked.start + 50) / 1000,
    );
    await page
      .getByTestId('caption-word-targets')
      .locator(`[data-word-index="${fiery + 2}"]`)
      .click();
    await expect(wordAt(fiery + 2)).toHaveAttribute('data-selected', 'true');
    await expect(wordAt(fiery + 2)).toBeFocused();
  });

  await test.step('the platform guides show over the preview', async () => {
    await page.getByTestId('guides-toggle').check();
    await page.getByTestId('platform-picker').getByText('YouTube Shorts').click();
    await expect(page.getByTestId('platform-zone').first()).toContainText('YouTube Shorts');
    await page.screenshot({ path: testInfo.outputPath('01-editor-emphasis.png'), animations: 'disabled' });
  });

  await test.step('the render saves the words first and burns in both', async () => {
    await page.getByRole('button', { name: 'Render video' }).click();
    await expect(page.getByTestId('render-progress')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
    const saved = (await videoDetail(page, video.id)).transcript?.words ?? [];
    expect(saved[loud]?.emphasis).toEqual({ color: '#51cf66', scale: 1.2 });
    expect(saved[fiery]?.text).toBe('fire🔥');

    const mp4 = await renderedMp4(page, testInfo, video.id);
    const green = pixelsNear(frameAt(mp4, lateIn(saved[loud] as TranscriptWord)), GREEN);
    const orange = pixelsNear(frameAt(mp4, lateIn(saved[fiery] as TranscriptWord)), FIRE_ORANGE);
    console.log(`green pixels at the emphasised word: ${green}; fire orange at the emoji: ${orange}`);
    expect(green).toBeGreaterThan(300);
    expect(orange).toBeGreaterThan(100);
  });
});
