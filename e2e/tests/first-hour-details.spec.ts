// Issue 19 "first hour": the small things a new user notices. Sign-up errors all at once, "Continue
// with Google" only where the server offers it, no focus stops in the folded phone menu, one way of
// writing a video's length, the app's typeface untouched by the caption fonts, the transcript's
// click hint, the shadow's "None" read out as such, and a no-credits notice that moves nothing.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { runAdmin } from '../support/admin-cli';
import { signInNewUser } from '../support/sign-in';
import { apiData, transcribedSampleVideo } from '../support/transcribed-video';

const root = path.resolve(import.meta.dirname, '../..');

const shoot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true, animations: 'disabled' });

test('the sign-up form shows every field error at once, the password mismatch with the unticked terms', async ({
  page,
}, testInfo) => {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'First name' }).fill('Lin');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('lin@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('long enough 1');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('long enough 2');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The last name is required.')).toBeVisible();
  await expect(page.getByText('You must agree to the terms to create an account.')).toBeVisible();
  await expect(page.getByText('The password confirmation does not match.')).toBeVisible();
  await shoot(page, testInfo, 'signup-errors');
});

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * A second server of the same build, on its own embedded database, configured as a fresh install
 * is: without Google sign-in (the browser tests' main server has it, playwright.config.ts).
 */
async function startServerWithoutGoogle(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Short: the server's admin socket lives in it, and socket paths may not be long.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'captionist-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: 'apps/web/dist',
    LOG_LEVEL: 'warn',
  };
  for (const name of ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GOOGLE_ISSUER_URL', 'DATABASE_URL'])
    delete env[name];
  const server: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js', 'serve'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  const stopped = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  await expect
    .poll(async () => (await fetch(`${url}/readyz`).catch(() => undefined))?.status, {
      timeout: 90_000,
      intervals: [500],
    })
    .toBe(200);
  return {
    url,
    stop: async () => {
      server.kill('SIGTERM');
      await stopped;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

test('"Continue with Google" is offered only by a server configured for it', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  await test.step('this server has Google sign-in: the login and sign-up pages offer it', async () => {
    for (const pagePath of ['/login', '/signup']) {
      await page.goto(pagePath);
      await expect(page.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
    }
  });

  await test.step('a server without it shows only the e-mail forms', async () => {
    const plain = await startServerWithoutGoogle();
    try {
      await page.goto(`${plain.url}/login`);
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Continue with Google' })).toHaveCount(0);
      await expect(page.getByText('or with your e-mail')).toHaveCount(0);
      await shoot(page, testInfo, 'login-without-google');
      await page.goto(`${plain.url}/signup`);
      await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Continue with Google' })).toHaveCount(0);
    } finally {
      await plain.stop();
    }
  });
});

/**
 * Presses Tab from the top of the page until focus comes round again; for each stop, whether it is
 * inside the phone menu (Mantine's AppShell navbar) and what it is.
 */
async function tabStops(page: Page): Promise<{ inMenu: boolean; name: string }[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    (window as unknown as { seenStops: Set<Element> }).seenStops = new Set();
  });
  const stops: { inMenu: boolean; name: string }[] = [];
  for (let i = 0; i < 100; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement;
      const seen = (window as unknown as { seenStops: Set<Element> }).seenStops;
      if (!element || element === document.body || seen.has(element)) return null;
      seen.add(element);
      return {
        inMenu: element.closest('.mantine-AppShell-navbar') !== null,
        name: `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
      };
    });
    if (!stop) break;
    stops.push(stop);
  }
  return stops;
}

test('the folded phone menu has no focus stops; opened on a phone, its links have', async ({ page }) => {
  await signInNewUser(page, 'focus-stops');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await test.step('on a wide screen, Tab goes through the page and never into the hidden menu', async () => {
    const stops = await tabStops(page);
    expect(stops.length).toBeGreaterThan(2);
    expect(stops.filter((stop) => stop.inMenu)).toEqual([]);
  });

  await test.step('on a phone the folded menu is out of reach, the opened one in reach', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    expect((await tabStops(page)).filter((stop) => stop.inMenu)).toEqual([]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
    const inMenu = (await tabStops(page)).filter((stop) => stop.inMenu).map((stop) => stop.name);
    expect(inMenu).toContain('a "Profile"');
  });
});

/** How Chromium's media controls print a time: whole seconds cut down, m:ss (h:mm:ss from an hour). */
function playerClock(seconds: number): string {
  const whole = Math.trunc(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Lays out a line of text in the app's own font (after any web font it needs has loaded); its width. */
const appTextWidth = (page: Page) =>
  page.evaluate(async () => {
    const probe = document.createElement('span');
    probe.textContent = 'Captionist keeps its own typeface, whatever the captions use';
    document.body.append(probe);
    // Laying it out starts loading a web font the text needs; `ready` waits for it.
    probe.getBoundingClientRect();
    await document.fonts.ready;
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    return width;
  });

/** The font faces of the page whose family the app's own font stack names. */
const facesNamedLikeTheApp = (page: Page) =>
  page.evaluate(() => {
    const unquote = (family: string) =>
      family
        .trim()
        .replace(/^["']|["']$/g, '')
        .toLowerCase();
    const stack = getComputedStyle(document.body).fontFamily.split(',').map(unquote);
    const families = new Set<string>();
    document.fonts.forEach((face) => {
      families.add(unquote(face.family));
    });
    return Array.from(families).filter((family) => stack.includes(family));
  });

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
};

test('in the editor: lengths, typeface, word clicks, the shadow steps and the no-credits notice', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await signInNewUser(page, 'first-hour');
  const video = await transcribedSampleVideo(page, 'First hour');
  const { project_id: projectId } = await apiData<{ project_id: string }>(
    page,
    `/api/user/videos/${video.id}`,
  );
  const card = page.getByTestId('video-card');
  const player = page.getByTestId('video-player');

  await page.goto(`/project/${projectId}`);
  await expect(card).toBeVisible();
  const cardLength = await card.getByLabel(/^Length /).getAttribute('aria-label');
  const appWidthBefore = await appTextWidth(page);
  expect(await facesNamedLikeTheApp(page)).toEqual([]);

  await test.step('opening the editor leaves the app in its own typeface', async () => {
    // In the same page: the caption fonts stay declared for the rest of the visit.
    await card.getByRole('link', { name: 'Sample video' }).click();
    await expect(page.getByTestId('transcript')).toBeVisible({ timeout: 60_000 });
    await expect
      .poll(() =>
        page.evaluate(() => {
          const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-caption-font]'));
          return links.length > 0 && links.every((link) => link.sheet !== null);
        }),
      )
      .toBe(true);
    expect(await facesNamedLikeTheApp(page)).toEqual([]);
    expect(await appTextWidth(page)).toBe(appWidthBefore);
  });

  await test.step('the card, the header and the player write the length the same way', async () => {
    // The preview proxy is made after the transcript, by the same job.
    await expect(player).toBeVisible({ timeout: 90_000 });
    await expect
      .poll(() => player.evaluate((v: HTMLVideoElement) => v.duration), { timeout: 30_000 })
      .toBeGreaterThan(0);
    const clock = playerClock(await player.evaluate((v: HTMLVideoElement) => v.duration));
    const header = page.getByRole('heading', { level: 1 }).locator('..');
    await expect(header.getByText(/^\d+:\d\d(:\d\d)?$/)).toHaveText(clock);
    expect(cardLength).toBe(`Length ${clock}`);
  });

  await test.step('the hint says what a click on a word does: the player jumps there, paused', async () => {
    await expect(page.getByText('Click a word to jump to it in the video')).toBeVisible();
    const word = video.transcript?.words[3];
    if (!word) throw new Error('the sample has fewer than four words');
    await page.getByTestId('transcript').locator('[data-word-index="3"]').click();
    await expect
      .poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeCloseTo(word.start / 1000, 2);
    expect(await player.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  await test.step('the shadow’s "None" is read out as "No shadow"', async () => {
    await page.getByRole('tab', { name: 'Style' }).click();
    const shadow = page.getByRole('radiogroup', { name: 'Shadow' });
    await expect(shadow.getByRole('radio', { name: 'No shadow' })).toHaveCount(1);
    await expect(shadow.getByRole('radio', { name: 'No outline' })).toHaveCount(0);
    const outline = page.getByRole('radiogroup', { name: 'Outline' });
    await expect(outline.getByRole('radio', { name: 'No outline' })).toHaveCount(1);
  });

  await test.step('with no credits left, "Render video" says so without moving the editor', async () => {
    const { email } = await apiData<{ email: string }>(page, '/api/user');
    runAdmin('credits:grant', '--email', email, '--amount=-3', '--reason', 'first-hour e2e: no credits');
    await page.getByRole('tab', { name: 'Transcript' }).click();
    await page.reload();
    const transcript = page.getByTestId('transcript');
    await expect(transcript).toBeVisible({ timeout: 60_000 });
    const render = page.getByRole('button', { name: 'Render video' });
    await expect(render).toBeEnabled();
    const before = { player: await box(player), transcript: await box(transcript) };
    await render.click();
    await expect(page.getByTestId('render-refusal')).toContainText('You have no video credits left.');
    await expect(page.getByRole('link', { name: 'See your plan and credits' })).toBeVisible();
    expect({ player: await box(player), transcript: await box(transcript) }).toEqual(before);
    await shoot(page, testInfo, 'no-credits');
  });
});
