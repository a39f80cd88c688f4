// Translated and two-language captions (issue 35): in the editor a video is translated into
// Spanish by the language model, the captions are switched to show a second, Spanish line, and
// the rendered MP4 shows both lines over the same moments, the second one under the first. A
// second app with a local stand-in for an OpenAI-compatible chat API serves this journey; the
// main app has no model.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fontForStyle, scriptCharactersIn, scriptFontWeight } from '@captionist/captions';
import type { Font, ScriptFonts, Translation } from '@captionist/contracts';
import { expect, test } from '@playwright/test';
import { type RunningApp, startAppWithLanguageModel } from '../support/app-with-language-model';
import { captionLayerAlone, previewAgainstRender } from '../support/caption-fidelity';
import { signInNewUser, xsrfHeader } from '../support/sign-in';
import { apiData, openEditor, renderedMp4, transcribedSampleVideo } from '../support/transcribed-video';

/** The box behind each line: a colour the sample video does not have. */
const BOX = [0xff, 0x00, 0xff];

let app: RunningApp;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  app = await startAppWithLanguageModel();
});
test.afterAll(async () => {
  await app?.stop();
});

interface Line {
  style: 'Caption' | 'Second';
  start: number;
  end: number;
  /** The second line's top, px (\an8); the caption's centre (\an5). */
  y: number;
}

/** The caption and second-line events of the styled ASS (what the render burns in). */
function linesOf(ass: string): Line[] {
  const seconds = (time: string) => {
    const [h, m, s] = time.split(':').map(Number) as [number, number, number];
    return h * 3600 + m * 60 + s;
  };
  return [
    ...ass.matchAll(/^Dialogue: 1,([\d:.]+),([\d:.]+),(Caption|Second),[^\n]*?\\pos\([\d.]+,([\d.]+)\)/gm),
  ].map((match) => ({
    style: match[3] as Line['style'],
    start: seconds(match[1] as string),
    end: seconds(match[2] as string),
    y: Number(match[4]),
  }));
}

/** Box-coloured pixels in rows [top, bottom) of the frame at `seconds`. */
function boxPixels(mp4: string, seconds: number, width: number, [top, bottom]: [number, number]): number {
  const frame = execFileSync(
    'ffmpeg',
    [
      ...['-v', 'error', '-ss', seconds.toFixed(3), '-i', mp4],
      ...['-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  expect(frame.length, `a frame at ${seconds} s`).toBeGreaterThan(0);
  let count = 0;
  for (let i = Math.max(0, top) * width * 3; i < bottom * width * 3 && i + 2 < frame.length; i += 3) {
    if (BOX.every((value, c) => Math.abs((frame[i + c] ?? 0) - value) <= 60)) count++;
  }
  return count;
}

test('a video translated into Spanish gets a second caption line that the render burns in at the same moments', async ({
  browser,
}, testInfo) => {
  test.setTimeout(420_000);
  const context = await browser.newContext({ baseURL: app.baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInNewUser(page, 'translate');
  const video = await transcribedSampleVideo(page, 'Languages');
  await openEditor(page, video.id);

  await test.step('the Languages tab translates the captions into Spanish, with progress', async () => {
    await page.getByRole('tab', { name: 'Languages' }).click();
    const panel = page.getByTestId('translations-panel');
    await expect(panel.getByTestId('no-translations')).toBeVisible();
    await panel.getByTestId('translate-language').click();
    await page.getByRole('option', { name: 'Spanish' }).click();
    await panel.getByTestId('translate-button').click();
    const card = panel.getByTestId('translation-es');
    await expect(card).toContainText('Spanish');
    await expect(card).toContainText('translated by the language model', { timeout: 60_000 });
    const [spanish] = await apiData<Translation[]>(page, `/api/user/videos/${video.id}/translations`);
    expect(spanish?.words.map((word) => word.text).join(' ')).toMatch(/\b(el|y|subtítulos|vídeo)\b/);
    await page.screenshot({ path: testInfo.outputPath('01-translated.png'), animations: 'disabled' });
  });

  await test.step('the Style tab puts the Spanish words on a second line', async () => {
    // A box behind the captions in a colour of its own, to find both lines in the frame.
    const { edit_version, caption_settings } = await apiData<{
      edit_version: number;
      caption_settings: Record<string, unknown>;
    }>(page, `/api/user/videos/${video.id}`);
    const boxed = await page.request.put(`/api/user/videos/${video.id}/caption-settings`, {
      headers: await xsrfHeader(page),
      data: { settings: { ...caption_settings, backgroundColor: '#ff00ff' }, base_version: edit_version },
    });
    expect(boxed.ok()).toBe(true);
    await page.reload();
    await page.getByRole('tab', { name: 'Style' }).click();
    const tracks = page.getByTestId('caption-tracks');
    await expect(tracks.getByTestId('caption-second-line')).toBeEnabled({ timeout: 30_000 });
    await tracks.getByTestId('caption-second-line').click();
    await page.getByRole('option', { name: 'Spanish' }).click();
    await expect
      .poll(
        async () =>
          (await apiData<{ captions: { second: string | null } }>(page, `/api/user/videos/${video.id}/edits`))
            .captions.second,
        {
          timeout: 30_000,
        },
      )
      .toBe('es');
    // The preview draws the second line too: seek into the speech and look.
    await page.getByTestId('video-player').evaluate((player: HTMLVideoElement) => {
      player.currentTime = 6.4;
    });
    const canvas = page.getByTestId('caption-preview-canvas');
    await expect
      .poll(async () => Math.abs(Number(await canvas.getAttribute('data-media-time')) - 6.4), {
        timeout: 15_000,
      })
      .toBeLessThan(0.1);
    await page.screenshot({ path: testInfo.outputPath('02-two-languages.png'), animations: 'disabled' });
  });

  await test.step('the preview draws both lines as the render does', async () => {
    // The render's own document (both lines) and the font files it names, as the render has them.
    const ass = await (await page.request.get(`/api/user/videos/${video.id}/captions.ass`)).text();
    const work = testInfo.outputPath('fidelity');
    mkdirSync(work, { recursive: true });
    const assFile = path.join(work, 'captions.ass');
    writeFileSync(assFile, ass);
    const { caption_settings } = await apiData<{ caption_settings: { font: string; fontWeight: number } }>(
      page,
      `/api/user/videos/${video.id}`,
    );
    const font = fontForStyle(await apiData<Font[]>(page, '/api/user/fonts'), caption_settings.font);
    const translations = await apiData<Translation[]>(page, `/api/user/videos/${video.id}/translations`);
    const texts = [...(video.transcript?.words ?? []), ...(translations[0]?.words ?? [])].map((w) => w.text);
    const chars = scriptCharactersIn(texts);
    const scripts = chars
      ? await apiData<ScriptFonts>(
          page,
          `/api/script-fonts?chars=${encodeURIComponent(chars)}&weight=${scriptFontWeight(caption_settings.fontWeight)}&font=${caption_settings.font}`,
        )
      : { families: [] };
    const urls = [
      ...(font?.files ?? []).map((file) => file.url),
      ...scripts.families.flatMap((f) => f.files),
    ];
    for (const [i, url] of urls.entries()) {
      const bytes = await page.request.get(url);
      expect(bytes.ok()).toBe(true);
      writeFileSync(
        path.join(work, `${i}-${path.basename(new URL(url, app.baseURL).pathname)}`),
        await bytes.body(),
      );
    }
    await page.reload();
    await captionLayerAlone(page);
    const seconds = linesOf(ass).filter((line) => line.style === 'Second');
    for (const line of [seconds[1], seconds[4], seconds[7]]) {
      if (!line) continue;
      const { drawnAt, difference } = await previewAgainstRender(page, testInfo, {
        moment: (line.start + line.end) / 2,
        label: 'two-languages',
        assFile,
        fontsDir: work,
      });
      const figures = `${drawnAt.toFixed(2)} s: mean difference ${difference.meanDifference.toFixed(2)}/255, differing ${(difference.differingShare * 100).toFixed(2)} % (lit: preview ${difference.litPreview}, render ${difference.litRender})`;
      console.log(`two languages, ${figures}`);
      expect(difference.litRender, figures).toBeGreaterThan(200);
      expect(difference.meanDifference, figures).toBeLessThan(1.5);
    }
  });

  await test.step('the render shows the second line under each caption, only while it shows', async () => {
    await page.getByRole('button', { name: 'Render video' }).click();
    await expect(page.getByTestId('render-progress')).toBeVisible({ timeout: 30_000 });
    const mp4 = await renderedMp4(page, testInfo, video.id);
    const ass = await (await page.request.get(`/api/user/videos/${video.id}/captions.ass`)).text();
    writeFileSync(testInfo.outputPath('captions.ass'), ass);
    const width = Number(/^PlayResX: (\d+)$/m.exec(ass)?.[1]);
    const lines = linesOf(ass);
    const captions = lines.filter((line) => line.style === 'Caption');
    const seconds = lines.filter((line) => line.style === 'Second');
    expect(seconds.length).toBeGreaterThan(3);
    const second = seconds[Math.floor(seconds.length / 2)] as Line;
    const caption = captions.find((line) => line.start === second.start && line.end === second.end);
    expect(caption, 'a caption over the same moments').toBeDefined();
    const middle = (second.start + second.end) / 2;
    // The caption's box straddles its centre; the second line's box lies below it.
    const captionBand: [number, number] = [Math.round((caption?.y ?? 0) - 40), Math.round(caption?.y ?? 0)];
    const secondBand: [number, number] = [Math.round(second.y + 4), Math.round(second.y + 30)];
    const during = {
      caption: boxPixels(mp4, middle, width, captionBand),
      second: boxPixels(mp4, middle, width, secondBand),
    };
    // Where no caption shows (before the first, in a pause or after the last), neither does the
    // second line.
    const duration = Number(
      execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', mp4]),
    );
    const quiet = [0, ...captions.map((line) => line.end)].find(
      (end, i) => (captions[i]?.start ?? duration) - end >= 0.2,
    );
    expect(quiet, 'a moment without captions').toBeDefined();
    const after = (quiet ?? 0) + 0.05;
    const gone = boxPixels(mp4, after, width, secondBand);
    console.log(
      `box pixels at ${middle.toFixed(2)} s: caption ${during.caption}, second line ${during.second}; at ${after.toFixed(2)} s, without captions: ${gone}`,
    );
    expect(during.caption).toBeGreaterThan(500);
    expect(during.second).toBeGreaterThan(300);
    expect(gone).toBeLessThan(20);
  });
  await context.close();
});
