// The b-roll journey of issue 9: in the editor the hook and b-roll suggestions appear (the basic,
// offline ones: no LLM is configured in the browser tests), a hook is chosen, a picture of the
// media library is placed over a suggested phrase, and the render really shows it there.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { signInNewUser, xsrfHeader } from '../support/sign-in';

const shoot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true, animations: 'disabled' });

interface Edits {
  hook: { text: string; duration_ms: number } | null;
  broll: { media_id: string; start_ms: number; end_ms: number }[];
}

async function data<T>(response: { json(): Promise<unknown> }): Promise<T> {
  return ((await response.json()) as { data: T }).data;
}

/** A sample video with its transcript, and a bright red picture in the media library. */
async function videoAndPicture(page: Page, testInfo: TestInfo) {
  const headers = await xsrfHeader(page);
  const project = await data<{ id: string }>(
    await page.request.post('/api/user/projects', { headers, data: { name: 'B-roll run' } }),
  );
  const video = await data<{ id: string }>(
    await page.request.post(`/api/user/videos/use-sample-video/${project.id}`, { headers }),
  );
  const red = testInfo.outputPath('red.png');
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'color=c=red:s=360x640',
    '-frames:v',
    '1',
    red,
  ]);
  const bytes = readFileSync(red);
  const { media, upload } = await data<{
    media: { id: string };
    upload: { url: string; headers: Record<string, string> };
  }>(
    await page.request.post('/api/user/media-uploads/upload-url', {
      headers,
      data: { name: 'Red wall.png', size: bytes.length, content_type: 'image/png' },
    }),
  );
  expect((await page.request.put(upload.url, { headers: upload.headers, data: bytes })).ok()).toBe(true);
  expect(
    (
      await page.request.post('/api/user/media-uploads/confirm-upload', { headers, data: { id: media.id } })
    ).ok(),
  ).toBe(true);
  await expect
    .poll(
      async () => {
        const transcription = await data<{ status: string }>(
          await page.request.get(`/api/user/videos/transcription-status/${video.id}`),
        );
        const library = await data<{ id: string; status: string }[]>(
          await page.request.get('/api/user/media-uploads'),
        );
        return `${transcription.status}/${library.find((m) => m.id === media.id)?.status}`;
      },
      { timeout: 150_000, intervals: [1000] },
    )
    .toBe('done/ready');
  return { videoId: video.id, mediaId: media.id };
}

/** The mean red and green of a frame of `file` at `seconds`, over its middle. */
function colourAt(file: string, seconds: number) {
  const rgb = execFileSync('ffmpeg', [
    ...['-v', 'error', '-ss', String(seconds), '-i', file, '-frames:v', '1'],
    ...['-vf', 'crop=iw/2:ih/4:iw/4:ih/8,scale=16:16', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
  ]);
  let red = 0;
  let green = 0;
  for (let i = 0; i < rgb.length; i += 3) {
    red += rgb[i] ?? 0;
    green += rgb[i + 1] ?? 0;
  }
  const pixels = rgb.length / 3;
  return { red: red / pixels, green: green / pixels };
}

test('suggestions appear, a hook is chosen, b-roll is placed over a phrase, and the render shows it', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await signInNewUser(page, 'broll');
  const { videoId, mediaId } = await videoAndPicture(page, testInfo);
  await page.goto(`/video/${videoId}?panel=broll`);

  await test.step('basic hook suggestions appear, labelled as such, and one is chosen', async () => {
    const hooks = page.getByTestId('hook-panel');
    await hooks.getByRole('button', { name: 'Suggest hooks' }).click();
    await expect(hooks.getByTestId('hook-basic-note')).toBeVisible();
    const first = hooks.getByTestId('hook-suggestions').getByRole('button').first();
    await first.click();
    await expect
      .poll(
        async () =>
          (await data<Edits>(await page.request.get(`/api/user/videos/${videoId}/edits`))).hook?.text ?? '',
      )
      .not.toBe('');
  });

  let range = { start_ms: 0, end_ms: 0 };
  await test.step('b-roll suggestions appear with their words, and a library picture is placed on one', async () => {
    const panel = page.getByTestId('broll-panel');
    await panel.getByRole('button', { name: 'Suggest b-roll' }).click();
    await expect(panel.getByTestId('broll-suggestions')).toBeVisible();
    await expect(panel.getByTestId('broll-basic-note')).toBeVisible();
    await shoot(page, testInfo, '01-broll-suggestions');
    await panel
      .getByRole('button', { name: /^Choose b-roll for / })
      .first()
      .click();
    const picker = page.getByRole('dialog', { name: 'Choose b-roll' });
    await picker.getByRole('button', { name: 'Use Red wall.png' }).click();
    await expect(panel.getByTestId('broll-items')).toContainText('Red wall.png');
    await expect
      .poll(
        async () =>
          (await data<Edits>(await page.request.get(`/api/user/videos/${videoId}/edits`))).broll.length,
      )
      .toBe(1);
    const edits = await data<Edits>(await page.request.get(`/api/user/videos/${videoId}/edits`));
    expect(edits.broll[0]?.media_id).toBe(mediaId);
    range = edits.broll[0] ?? range;
    // The preview shows the picture over the player while its range plays, and not before.
    const seekTo = (seconds: number) =>
      page
        .getByTestId('player-stage')
        .locator('video')
        .first()
        .evaluate(
          (video: HTMLVideoElement, at) =>
            new Promise<void>((resolve) => {
              video.addEventListener('seeked', () => resolve(), { once: true });
              video.currentTime = at;
            }),
          seconds,
        );
    await seekTo((range.start_ms + range.end_ms) / 2000);
    await expect(page.getByTestId('broll-preview')).toBeVisible();
    await shoot(page, testInfo, '02-broll-placed');
    await seekTo(range.end_ms / 1000 + 1);
    await expect(page.getByTestId('broll-preview')).toHaveCount(0);
  });

  await test.step('the render shows the picture in its range and the source outside it', async () => {
    const headers = await xsrfHeader(page);
    expect(
      (await page.request.post(`/api/user/videos/${videoId}/request-render`, { headers })).status(),
    ).toBe(202);
    await expect
      .poll(
        async () =>
          (
            await data<{ status: string }>(
              await page.request.get(`/api/user/videos/${videoId}/render-progress`),
            )
          ).status,
        { timeout: 150_000, intervals: [1000] },
      )
      .toBe('done');
    const { url } = await data<{ url: string }>(
      await page.request.get(`/api/user/videos/${videoId}/download-url`),
    );
    const output = testInfo.outputPath('render.mp4');
    writeFileSync(output, await (await page.request.get(url)).body());
    const inside = colourAt(output, (range.start_ms + range.end_ms) / 2000);
    // A moment a second away from the b-roll, on whichever side the video has room.
    const outside = colourAt(
      output,
      range.start_ms >= 1500 ? range.start_ms / 1000 - 1 : range.end_ms / 1000 + 1,
    );
    expect(inside.red).toBeGreaterThan(200);
    expect(inside.green).toBeLessThan(60);
    // The sample's picture is a blue-violet gradient: no strong red.
    expect(outside.red - outside.green).toBeLessThan(120);
  });
});
