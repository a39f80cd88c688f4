// Issue 38 items 3 and 5: a signed-out visit makes no failing request and logs no error, and the
// editor on a phone (390×844) keeps the player to a third of the screen, shows the first word
// without a long scroll, leaves at least half the screen to the words under the sticky player,
// and raises no window error (such as a ResizeObserver loop).
import { expect, type Page, test } from '@playwright/test';
import { signInNewUser } from '../support/sign-in';
import { transcribedSampleVideo } from '../support/transcribed-video';

const PHONE = { width: 390, height: 844 };

/** Every failed request, error answer, console error and window error of the page, as text. */
async function recordProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('requestfailed', (request) => {
    // A video element cancels the range requests it no longer needs: not a failure.
    if (request.failure()?.errorText === 'net::ERR_ABORTED' && request.resourceType() === 'media') return;
    problems.push(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // Errors the browser reports on the window without throwing (a ResizeObserver loop) reach no
  // pageerror event: the page keeps them for the test to read.
  await page.addInitScript(() => {
    const errors: string[] = [];
    Object.assign(window, { windowErrors: errors });
    window.addEventListener('error', (event) => errors.push(event.message));
  });
  return problems;
}

const windowErrors = (page: Page) =>
  page.evaluate(() => (window as unknown as { windowErrors: string[] }).windowErrors);

test('the signed-out pages make no failing request and log no error', async ({ page }) => {
  const problems = await recordProblems(page);
  for (const path of ['/', '/login', '/signup', '/forgot-password', '/dashboard']) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await windowErrors(page), path).toEqual([]);
  }
  expect(problems).toEqual([]);
});

test('on a phone the player takes a third of the screen and the words the rest, without window errors', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInNewUser(page, 'phone-editor');
  const video = await transcribedSampleVideo(page, 'Phone edits');
  const problems = await recordProblems(page);
  await page.setViewportSize(PHONE);
  await page.goto(`/video/${video.id}`);
  const player = page.getByTestId('player');
  const firstWord = page.getByTestId('transcript').getByRole('button').first();
  await expect(firstWord).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('video-player')).toBeVisible({ timeout: 60_000 });

  const playerBox = await player.boundingBox();
  expect(playerBox?.height ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(PHONE.height / 3);
  // The first word is right under the player: once the page's header has scrolled away and the
  // player sits at the screen's top, it is on the screen (it was 1,732 px down the page).
  const playerTop = await player.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((top) => window.scrollTo(0, top), playerTop);
  const wordBottom = await firstWord.evaluate((word) => word.getBoundingClientRect().bottom);
  expect(wordBottom).toBeLessThanOrEqual(PHONE.height);

  // Scrolled to the words, what stays stuck at the top (the player) leaves at least half the
  // screen to them.
  await page.getByTestId('transcript').evaluate((list) => list.scrollIntoView({ block: 'start' }));
  const stuckBottom = await page.getByTestId('player-stage').evaluate((stage) => {
    let stuck: Element | null = stage;
    while (stuck && getComputedStyle(stuck).position !== 'sticky') stuck = stuck.parentElement;
    return (stuck ?? stage).getBoundingClientRect().bottom;
  });
  expect(stuckBottom).toBeLessThanOrEqual(PHONE.height / 3 + 20);
  expect(PHONE.height - stuckBottom).toBeGreaterThanOrEqual(PHONE.height / 2);
  await expect(firstWord).toBeVisible();

  // Playing and resizing must not loop the resize observers.
  await page.setViewportSize({ width: 844, height: 390 });
  await page.setViewportSize(PHONE);
  // Resize observers report in the frames after a resize.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await windowErrors(page)).toEqual([]);
  expect(problems).toEqual([]);
});
