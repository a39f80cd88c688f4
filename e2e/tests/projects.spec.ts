// The projects journey of docs/api.md: a new user creates a project, uploads a real video through
// the browser and watches it reach transcription; then the plan's project limit and not-found.
import { execFileSync } from 'node:child_process';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { makeClip } from '../support/make-clip';
import { signInNewUser, xsrfHeader } from '../support/sign-in';

const shoot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true, animations: 'disabled' });

async function createProjectThroughApi(page: Page, name: string) {
  const response = await page.request.post('/api/user/projects', {
    headers: await xsrfHeader(page),
    data: { name },
  });
  expect(response.status()).toBe(201);
}

test('a new user creates a project, uploads a video and sees it reach transcription', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInNewUser(page, 'projects');

  await test.step('the empty dashboard invites to create a project and shows the limit', async () => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard-empty')).toContainText('No projects yet');
    await expect(page.getByTestId('project-usage')).toHaveText('0 of 3 projects');
    await shoot(page, testInfo, '01-dashboard-empty');
  });

  await test.step('the new project dialog checks the name, then opens the created project', async () => {
    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await expect(dialog.getByText('The project name is required.')).toBeVisible();
    await dialog.getByLabel('Project name').fill('Launch teaser');
    await shoot(page, testInfo, '02-new-project-dialog');
    await dialog.getByLabel('Project name').press('Enter');
    await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Launch teaser' })).toBeVisible();
    await expect(page.getByText('Add your first video')).toBeVisible();
    await shoot(page, testInfo, '03-project-empty');
  });

  await test.step('a file that is not a video is refused on sight', async () => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Add videos' }).click();
    await (await chooser).setFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    const row = page.getByTestId('upload-row').filter({ hasText: 'notes.txt' });
    await expect(row.getByRole('alert')).toHaveText(/This is not a video file/);
    await row.getByRole('button', { name: 'Dismiss notes.txt' }).click();
    await expect(row).toBeHidden();
  });

  await test.step('the upload shows its progress in bytes and percent, and can be cancelled', async () => {
    const clip = makeClip(testInfo.outputPath('clip.mp4'));
    // A slow connection, so the progress can be seen before the file has arrived.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const throttleUpload = (bytesPerSecond: number) =>
      cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: bytesPerSecond,
      });
    await throttleUpload(8 * 1024);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Add videos' }).click();
    await (await chooser).setFiles(clip);
    const row = page.getByTestId('upload-row').filter({ hasText: 'clip.mp4' });
    await expect(row.getByRole('progressbar', { name: 'Upload of clip.mp4' })).toBeVisible();
    await expect(row).toContainText(/[1-9]\d* KB of \d+(\.\d)? KB · [1-9]\d?%/);
    await shoot(page, testInfo, '04-uploading');
    await row.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toContainText('Cancelled.');
    await throttleUpload(-1);
    await row.getByRole('button', { name: 'Retry' }).click();
    // The row follows the video: being processed, then (a tone is transcribed in a moment) ready.
    await expect(row).toContainText(/Uploaded\. The video is being processed\.|Ready to style and render\./, {
      timeout: 30_000,
    });
  });

  await test.step('the video gets its poster and length, then goes on to transcription', async () => {
    const card = page.getByTestId('video-card');
    await expect(card).toBeVisible();
    await shoot(page, testInfo, '05-video-processing');
    // A clip with only a tone is transcribed in a moment: it may already be ready.
    await expect(card.getByTestId('video-status')).toHaveText(/Transcribing|Queued for transcription|Ready/, {
      timeout: 60_000,
    });
    await expect(card.getByTestId('video-poster')).toBeVisible();
    await expect(card.getByTestId('video-poster')).toHaveJSProperty('complete', true);
    expect(
      await card.getByTestId('video-poster').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await expect(card.getByLabel('Length 0:02')).toBeVisible();
    // The cancelled attempt left no half-made video behind.
    await expect(page.getByTestId('video-card')).toHaveCount(1);
    await expect(page.getByText('1 video ·')).toBeVisible();
    await shoot(page, testInfo, '06-video-transcribing');
  });

  await test.step('the video can be renamed from its card', async () => {
    await page.getByRole('button', { name: 'Actions for clip.mp4' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename video' });
    await dialog.getByLabel('Video name').fill('Teaser cut');
    await dialog.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByRole('link', { name: 'Teaser cut' })).toBeVisible();
  });

  await test.step('the card opens the video editor', async () => {
    await page.getByRole('link', { name: 'Teaser cut' }).click();
    await expect(page).toHaveURL(/\/video\/[0-9a-f-]{36}$/);
    await page.goBack();
  });

  await test.step('on a phone in dark mode the project page still reads well', async () => {
    await page.evaluate(() =>
      localStorage.setItem('themeConfig', JSON.stringify({ defaultDarkMode: true, isUseContainer: true })),
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId('video-card')).toBeVisible();
    await shoot(page, testInfo, '07-project-phone-dark');
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step('at the plan limit "New project" is disabled and says why', async () => {
    await createProjectThroughApi(page, 'Second');
    await createProjectThroughApi(page, 'Third');
    await page.goto('/dashboard');
    await expect(page.getByTestId('project-usage')).toHaveText('3 of 3 projects');
    await expect(page.getByRole('button', { name: 'New project' })).toBeDisabled();
    await expect(page.getByTestId('project-limit')).toContainText(
      'Your plan allows 3 projects. Delete one or upgrade to create more.',
    );
    await expect(page.getByTestId('project-card').filter({ hasText: 'Launch teaser' })).toContainText(
      '1 video',
    );
    await shoot(page, testInfo, '08-dashboard-at-limit');
  });

  await test.step('deleting a project, after a warning, frees a place', async () => {
    await page.getByRole('button', { name: 'Actions for Third' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete project?' });
    await expect(dialog).toContainText('uploaded files');
    await shoot(page, testInfo, '09-delete-project');
    await dialog.getByRole('button', { name: 'Delete project' }).click();
    await expect(page.getByTestId('project-card').filter({ hasText: 'Third' })).toBeHidden();
    await expect(page.getByTestId('project-usage')).toHaveText('2 of 3 projects');
    await expect(page.getByRole('button', { name: 'New project' })).toBeEnabled();
  });

  await test.step('a project that does not exist shows a way back', async () => {
    await page.goto('/project/00000000-0000-4000-8000-000000000000');
    await expect(page.getByTestId('project-not-found')).toContainText('Project not found');
    await shoot(page, testInfo, '10-project-not-found');
    await page.getByRole('link', { name: 'Back to your projects' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test('the sample video joins a project, and the media library takes, renames and removes a file', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInNewUser(page, 'sample');
  await createProjectThroughApi(page, 'Sample run');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Sample run' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sample run' })).toBeVisible();

  await test.step('"Try a sample video" adds a clip with speech that goes through processing', async () => {
    await page.getByRole('button', { name: 'Try a sample video' }).click();
    const card = page.getByTestId('video-card');
    // The first sample of a data folder is made with espeak-ng and ffmpeg on demand.
    await expect(card).toHaveCount(1, { timeout: 60_000 });
    await expect(card.getByTestId('video-status')).toHaveText(/Transcribing|Queued for transcription|Ready/, {
      timeout: 60_000,
    });
    await expect(card.getByTestId('video-poster')).toHaveJSProperty('complete', true);
    await shoot(page, testInfo, '11-sample-video');
  });

  await test.step('the media library starts empty and shows the plan allowance', async () => {
    await page.getByRole('button', { name: 'Media library' }).click();
    const drawer = page.getByRole('dialog', { name: 'Media library' });
    await expect(drawer.getByTestId('media-empty')).toContainText('No media yet');
    await expect(drawer.getByTestId('media-usage')).toHaveText('0 of 10 files');
  });

  await test.step('an image is uploaded, probed and listed with its preview and size', async () => {
    const image = testInfo.outputPath('b-roll.png');
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x180',
      '-frames:v',
      '1',
      image,
    ]);
    const drawer = page.getByRole('dialog', { name: 'Media library' });
    const chooser = page.waitForEvent('filechooser');
    await drawer.getByRole('button', { name: 'Upload media' }).click();
    await (await chooser).setFiles(image);
    const item = drawer.getByTestId('media-item').filter({ hasText: 'b-roll.png' });
    await expect(item).toContainText('Image', { timeout: 30_000 });
    await expect(item).toContainText('320×180', { timeout: 30_000 });
    await expect(drawer.getByTestId('media-usage')).toHaveText('1 of 10 files');
    await shoot(page, testInfo, '12-media-library');
  });

  await test.step('a file that is not media is refused before it is sent', async () => {
    const drawer = page.getByRole('dialog', { name: 'Media library' });
    const chooser = page.waitForEvent('filechooser');
    await drawer.getByRole('button', { name: 'Upload media' }).click();
    await (await chooser).setFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await expect(drawer.getByRole('alert')).toContainText('Upload an image');
    await expect(drawer.getByTestId('media-item')).toHaveCount(1);
  });

  await test.step('the file is renamed and then deleted', async () => {
    const drawer = page.getByRole('dialog', { name: 'Media library' });
    await drawer.getByRole('button', { name: 'Actions for b-roll.png' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename media file' });
    await rename.getByLabel('File name').fill('City skyline');
    await rename.getByRole('button', { name: 'Save name' }).click();
    await expect(drawer.getByTestId('media-item')).toContainText('City skyline');
    await drawer.getByRole('button', { name: 'Actions for City skyline' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete media file?' });
    await confirm.getByRole('button', { name: 'Delete file' }).click();
    await expect(drawer.getByTestId('media-empty')).toBeVisible();
  });
});
