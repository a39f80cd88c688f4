// The editor's saves as a new user meets them (issue 15, "One editor model"): a render started
// right after an edit draws the edited words the preview shows, and two tabs on one video do not
// silently overwrite each other: the stale one is told, and can reload the other's edits. A saved
// word survives a visit to another tab, and a draft brought back by a reload is saved on top of
// the tab's own saves before it.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildAssDocument, captionFontsFor, captionStyleSchema, fontForStyle } from '@captionist/captions';
import type { Font, TranscriptWord } from '@captionist/contracts';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { signInNewUser } from '../support/sign-in';
import {
  apiData,
  correctWord,
  type EditorVideo,
  openEditor,
  renderedMp4,
  transcribedSampleVideo,
  videoDetail,
} from '../support/transcribed-video';

const shoot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}.png`), animations: 'disabled' });

/** RGB bytes of an image file, through ffmpeg. */
const rgbOf = (file: string): Buffer =>
  execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'], {
    maxBuffer: 64 * 1024 * 1024,
  });

/** Pixels (by byte offset) where two equal-sized RGB images clearly differ. */
function differingPixels(a: Buffer, b: Buffer): number[] {
  const pixels: number[] = [];
  for (let i = 0; i < a.length; i += 3) {
    for (let c = 0; c < 3; c++) {
      if (Math.abs((a[i + c] as number) - (b[i + c] as number)) > 48) {
        pixels.push(i);
        break;
      }
    }
  }
  return pixels;
}

/** Mean absolute channel difference of two images over `pixels`. */
function distanceOver(pixels: number[], a: Buffer, b: Buffer): number {
  let sum = 0;
  for (const i of pixels)
    for (let c = 0; c < 3; c++) sum += Math.abs((a[i + c] as number) - (b[i + c] as number));
  return sum / (pixels.length * 3);
}

/** The captions of `words` alone (over black), as the render's libass draws them at `seconds`. */
async function captionsAt(
  page: Page,
  testInfo: TestInfo,
  video: EditorVideo,
  words: TranscriptWord[],
  seconds: number,
  frame: { width: number; height: number },
  name: string,
): Promise<string> {
  const style = captionStyleSchema.parse(video.caption_settings);
  const fonts = await apiData<Font[]>(page, '/api/user/fonts');
  const font = fontForStyle(fonts, style.font);
  const fontsDir = testInfo.outputPath('fonts');
  execFileSync('mkdir', ['-p', fontsDir]);
  for (const [i, file] of (font?.files ?? []).entries()) {
    const bytes = await page.request.get(file.url);
    writeFileSync(
      path.join(fontsDir, `${i}${path.extname(new URL(file.url, 'http://x').pathname)}`),
      await bytes.body(),
    );
  }
  const assFile = testInfo.outputPath(`${name}.ass`);
  writeFileSync(
    assFile,
    buildAssDocument(words, style, captionFontsFor(style.font, font?.files ?? []), frame),
  );
  const out = testInfo.outputPath(`${name}.png`);
  const escapeFilterValue = (value: string) => value.replace(/[\\:']/g, '\\$&');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `color=c=black:s=${frame.width}x${frame.height}:r=1:d=1,format=rgb24`,
    '-vf',
    `settb=AVTB,setpts=${seconds}/TB,ass=filename=${escapeFilterValue(assFile)}:fontsdir=${escapeFilterValue(fontsDir)}`,
    '-frames:v',
    '1',
    '-y',
    out,
  ]);
  return out;
}

test('a render started right after an edit draws the edited word the preview shows', async ({
  page,
}, testInfo) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInNewUser(page, 'flush');
  const video = await transcribedSampleVideo(page, 'Render what you see');
  const original = video.transcript?.words ?? [];
  const index = Math.floor(original.length / 2);
  const edited = 'WWWWWWWW';

  await test.step('a word is corrected and the render pressed at once, before any save', async () => {
    await openEditor(page, video.id);
    await correctWord(page, index, edited);
    await expect(page.getByTestId('save-state')).toHaveText('Unsaved changes');
    await page.getByRole('button', { name: 'Render video' }).click();
    await expect(page.getByTestId('render-progress')).toBeVisible({ timeout: 30_000 });
    // The render saved the words first.
    await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
    await shoot(page, testInfo, '01-rendering-after-edit');
  });

  const saved = await videoDetail(page, video.id);
  expect(saved.transcript?.words[index]?.text).toBe(edited);

  await test.step('the rendered MP4 shows the edited word, not the original one', async () => {
    const mp4 = await renderedMp4(page, testInfo, video.id);
    const [width, height] = execFileSync(
      'ffprobe',
      [
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
      { encoding: 'utf8' },
    )
      .trim()
      .split(',')
      .map(Number) as [number, number];
    const word = saved.transcript?.words[index] as TranscriptWord;
    // Late in the word: its line has finished any entrance by then.
    const seconds = (word.start + (word.end - word.start) * 0.75) / 1000;
    const frameFile = testInfo.outputPath('rendered-frame.png');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-ss',
      String(seconds),
      '-i',
      mp4,
      '-frames:v',
      '1',
      '-y',
      frameFile,
    ]);
    const frame = { width, height };
    const withEdit = await captionsAt(
      page,
      testInfo,
      saved,
      saved.transcript?.words ?? [],
      seconds,
      frame,
      'edited',
    );
    const withoutEdit = await captionsAt(page, testInfo, saved, original, seconds, frame, 'original');

    const rendered = rgbOf(frameFile);
    const editedCaptions = rgbOf(withEdit);
    const originalCaptions = rgbOf(withoutEdit);
    // Only where the two captions differ (the word and what it moves): the picture behind the
    // rendered captions is the same for both. Enough of them, or this check could not tell.
    const where = differingPixels(editedCaptions, originalCaptions);
    expect(where.length).toBeGreaterThan(500);
    const toEdited = distanceOver(where, rendered, editedCaptions);
    const toOriginal = distanceOver(where, rendered, originalCaptions);
    console.log(
      `rendered frame at ${seconds.toFixed(2)} s, ${where.length} pixels where the captions differ: mean distance to the edited captions ${toEdited.toFixed(1)}, to the original ${toOriginal.toFixed(1)}`,
    );
    expect(toEdited).toBeLessThan(toOriginal * 0.6);
  });
});

test('two tabs on one video: the stale save is refused and Reload shows the other tab’s edit', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInNewUser(page, 'tabs');
  const video = await transcribedSampleVideo(page, 'Two tabs');
  const words = video.transcript?.words ?? [];
  await openEditor(page, video.id);
  const tabB = await context.newPage();
  await tabB.setViewportSize({ width: 1280, height: 900 });
  await tabB.goto(`/video/${video.id}`);
  await expect(tabB.getByTestId('transcript')).toBeVisible({ timeout: 60_000 });

  await test.step('tab B edits a word; tab A edits another and saves first', async () => {
    await tabB.bringToFront();
    await correctWord(tabB, 1, 'Beta');
    await page.bringToFront();
    await correctWord(page, 0, 'Alpha');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
  });

  await test.step('tab B, whose edit was made on the older version, saves and is told', async () => {
    await tabB.bringToFront();
    await tabB.getByRole('button', { name: 'Save', exact: true }).click();
    const notice = tabB.getByTestId('edit-conflict');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('changed in another tab or window');
    await shoot(tabB, testInfo, '01-conflict-notice');
    // Nothing of B's reached the server.
    const now = await videoDetail(tabB, video.id);
    expect(now.transcript?.words.slice(0, 2).map((w) => w.text)).toEqual(['Alpha', words[1]?.text]);
  });

  await test.step('Reload in tab B shows tab A’s edit', async () => {
    await tabB.getByTestId('edit-conflict').getByRole('button', { name: 'Reload' }).click();
    await expect(tabB.getByTestId('edit-conflict')).toHaveCount(0);
    const transcript = tabB.getByTestId('transcript');
    await expect(transcript.locator('[data-word-index="0"]')).toHaveText('Alpha');
    await expect(transcript.locator('[data-word-index="1"]')).toHaveText(words[1]?.text ?? '');
    await expect(tabB.getByTestId('save-state')).toHaveText('All changes saved');
    await shoot(tabB, testInfo, '02-reloaded');
  });
});

test('a saved word edit survives a visit to the Style tab, a style change and the next word save', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInNewUser(page, 'tab-visit');
  const video = await transcribedSampleVideo(page, 'Tab visit');
  await openEditor(page, video.id);
  const transcript = page.getByTestId('transcript');
  const savedTexts = async () =>
    (await videoDetail(page, video.id)).transcript?.words.map((w) => w.text) ?? [];

  await test.step('a retyped word is saved', async () => {
    await correctWord(page, 2, 'Retyped');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
    expect((await savedTexts())[2]).toBe('Retyped');
  });

  await test.step('the Style tab, a style change, and back: the saved word is still shown', async () => {
    await page.getByRole('tab', { name: 'Style' }).click();
    const template = page
      .getByTestId('template-card')
      .nth(1)
      .getByRole('button', { name: /^Use the / });
    await template.click({ timeout: 20_000 });
    await expect(template).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('tab', { name: 'Transcript' }).click();
    await expect(transcript.locator('[data-word-index="2"]')).toHaveText('Retyped');
    await shoot(page, testInfo, 'tab-visit-back');
  });

  await test.step('the next word save keeps the first one', async () => {
    await correctWord(page, 3, 'Secondly');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
    const texts = await savedTexts();
    expect(texts.slice(2, 4)).toEqual(['Retyped', 'Secondly']);
  });
});

test('a draft kept over a reload is saved on top of the tab’s own later saves, not called a conflict', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInNewUser(page, 'draft-rebase');
  const video = await transcribedSampleVideo(page, 'Draft rebase');
  await openEditor(page, video.id);
  const transcript = page.getByTestId('transcript');

  await test.step('a word is retyped and not saved; the speaker analysis labels the words; Remove silences saves cuts', async () => {
    await correctWord(page, 1, 'Drafted');
    // The analysis labels the stored words without an edit: a draft made before it still fits them.
    await expect
      .poll(async () => (await videoDetail(page, video.id)).transcript?.words[0]?.speaker, {
        timeout: 60_000,
      })
      .toBeDefined();
    await page.getByTestId('silence-cuts').getByText('Extra fast').click();
    await page.getByRole('button', { name: 'Remove silences' }).click();
    await expect
      .poll(
        async () =>
          (await apiData<{ cuts: unknown[] }>(page, `/api/user/videos/${video.id}/edits`)).cuts.length,
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
  });

  await test.step('after a reload the draft is back, and Save stores it without a conflict', async () => {
    await page.reload();
    await expect(transcript.locator('[data-word-index="1"]')).toHaveText('Drafted', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
    await expect(page.getByTestId('edit-conflict')).toHaveCount(0);
    expect((await videoDetail(page, video.id)).transcript?.words[1]?.text).toBe('Drafted');
  });
});
