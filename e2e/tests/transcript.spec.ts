// The transcript journey of issue 6: the sample video (real espeak-ng speech) is transcribed
// while the editor shows the progress, a word is corrected and saved, and the correction is
// still there after a reload and in the exported captions.
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { signInNewUser, xsrfHeader } from '../support/sign-in';

const shoot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true, animations: 'disabled' });

async function createProject(page: Page, name: string): Promise<string> {
  const response = await page.request.post('/api/user/projects', {
    headers: await xsrfHeader(page),
    data: { name },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

test('the sample video is transcribed, a word is corrected and saved, and a reload keeps it', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signInNewUser(page, 'transcript');
  const projectId = await createProject(page, 'Captions run');
  await page.goto(`/project/${projectId}`);

  await test.step('the sample video opens in the editor, which follows the transcription', async () => {
    await page.getByRole('button', { name: 'Try a sample video' }).click();
    await page.getByRole('link', { name: 'Sample video' }).click();
    await expect(page).toHaveURL(/\/video\/[0-9a-f-]{36}$/);
    // The bar itself has no width at 0 %; its panel is what a person sees. The sample's words are
    // aligned to its known script, which can finish before the editor has drawn: then the
    // transcript is what shows.
    const progress = page.getByTestId('transcription-progress');
    await expect(progress.or(page.getByTestId('transcript'))).toBeVisible({ timeout: 60_000 });
    if (await progress.isVisible()) {
      await expect(page.getByRole('progressbar', { name: 'Transcription progress' })).toBeAttached();
      await shoot(page, testInfo, '01-transcription-progress');
    }
  });

  const transcript = page.getByTestId('transcript');
  const firstWord = transcript.locator('[data-word-index="0"]');

  await test.step('the words appear in lines, with the offline engine’s note', async () => {
    await expect(transcript).toBeVisible({ timeout: 120_000 });
    expect(await page.getByTestId('transcript-line').count()).toBeGreaterThan(1);
    // The preview proxy is made after transcription is queued, at a lower priority: it may follow the words.
    await expect(page.getByTestId('video-player')).toBeVisible({ timeout: 60_000 });
    await shoot(page, testInfo, '02-transcript');
  });

  await test.step('a word is corrected in place and saved', async () => {
    await firstWord.dblclick();
    const input = transcript.getByRole('textbox');
    await input.fill('Greetings');
    await input.press('Enter');
    await expect(firstWord).toHaveText('Greetings');
    await expect(page.getByTestId('save-state')).toHaveText('Unsaved changes');
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    await shoot(page, testInfo, '03-edited-with-shortcuts');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
  });

  await test.step('after a reload the correction is the saved transcript', async () => {
    await page.reload();
    await expect(firstWord).toHaveText('Greetings');
    await expect(page.getByTestId('transcript-engine')).toHaveText('Edited by you');
    await expect(page.getByTestId('draft-notice')).toHaveCount(0);
    const srt = await page.request.get(`${page.url().replace('/video/', '/api/user/videos/')}/captions.srt`);
    expect(await srt.text()).toContain('Greetings');
  });

  await test.step('an unsaved edit survives a reload too', async () => {
    await firstWord.click();
    await firstWord.press('m');
    await page.reload();
    await expect(page.getByTestId('draft-notice')).toContainText('Your unsaved edits');
    await expect(page.getByTestId('save-state')).toHaveText('Unsaved changes');
    await expect(firstWord).toHaveText(/^Greetings \S+$/);
  });

  await test.step('on a phone in dark mode the player sits above the words', async () => {
    await page.evaluate(() =>
      localStorage.setItem('themeConfig', JSON.stringify({ defaultDarkMode: true, isUseContainer: true })),
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(transcript).toBeVisible();
    // A picked word is selected and, once the player has sought there, highlighted as spoken.
    const picked = transcript.locator('[data-word-index="3"]');
    await picked.click();
    await expect(picked).toHaveAttribute('aria-current', 'time');
    const player = await page.getByTestId('video-player').boundingBox();
    const words = await transcript.boundingBox();
    expect(player && words && player.y + player.height <= words.y).toBe(true);
    // The sticky player would be drawn mid-page in a full-page shot; the screen from the top is what a person sees.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath('04-editor-phone-dark.png'), animations: 'disabled' });
  });
});
