// Issue 20: the web app learns a render's progress and completion from the server's live events
// (server-sent), not by polling. A script the test adds holds the page's events back while the
// render runs: no progress read may happen meanwhile (a poll would read every 1.5 s), and the
// completion shows only once the held events are let through.
import { expect, test } from '@playwright/test';
import { signInNewUser } from '../support/sign-in';
import { apiData, openEditor, transcribedSampleVideo } from '../support/transcribed-video';

declare global {
  interface Window {
    holdLiveEvents: boolean;
    releaseLiveEvents(): void;
  }
}

test("a render's completion arrives as a server-sent event, without a poll", async ({ page }) => {
  test.setTimeout(300_000);
  await page.addInitScript(() => {
    const held: (() => void)[] = [];
    window.holdLiveEvents = false;
    window.releaseLiveEvents = () => {
      window.holdLiveEvents = false;
      for (const deliver of held.splice(0)) deliver();
    };
    const Native = window.EventSource;
    // The app listens with `onmessage`: each message goes through here first.
    window.EventSource = class extends Native {
      override set onmessage(handler: ((message: MessageEvent) => void) | null) {
        super.onmessage = (message: MessageEvent) => {
          const deliver = () => handler?.call(this, message);
          if (window.holdLiveEvents) held.push(deliver);
          else deliver();
        };
      }
    };
  });
  await signInNewUser(page, 'live');
  const video = await transcribedSampleVideo(page, 'Live progress');
  const progressUrl = `/api/user/videos/${video.id}/render-progress`;

  const stream = page.waitForResponse((response) => response.url().endsWith('/api/user/events'));
  await openEditor(page, video.id);
  expect((await stream).headers()['content-type']).toContain('text/event-stream');

  await page.evaluate(() => {
    window.holdLiveEvents = true;
  });
  const firstRead = page.waitForResponse((response) => response.url().endsWith(progressUrl));
  await page.getByRole('button', { name: 'Render video' }).click();
  await expect(page.getByTestId('render-progress')).toBeVisible();
  await firstRead;

  const readsWhileHeld: string[] = [];
  const countRead = (request: { url(): string }) => {
    if (request.url().endsWith(progressUrl)) readsWhileHeld.push(request.url());
  };
  page.on('request', countRead);
  await expect
    .poll(async () => (await apiData<{ status: string }>(page, progressUrl)).status, {
      timeout: 180_000,
      intervals: [1000],
    })
    .toBe('done');
  // Two poll intervals after the end: a polling page would have read the progress by now.
  await page.waitForTimeout(3000);
  page.off('request', countRead);
  expect(readsWhileHeld).toEqual([]);
  const toast = page.locator('.mantine-Notification-root', { hasText: '“Sample video” is rendered' });
  await expect(toast).toHaveCount(0);

  await page.evaluate(() => window.releaseLiveEvents());
  await expect(toast).toBeVisible({ timeout: 15_000 });
});
