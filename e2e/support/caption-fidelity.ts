// The caption preview against the render at one media time (issues 7 and 35): the editor's canvas
// (libass in the browser) over black with the video hidden, and the same ASS document and font
// files drawn by ffmpeg's libass at the same size and time; compared in the caption band. The
// images and a difference ×4 are kept among the test's outputs.
import { execFileSync } from 'node:child_process';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** A pixel channel differing by more than this counts as a differing pixel. */
const DIFFERING_LEVEL = 32;

/** Hides the picture and puts black behind the caption canvas, as behind ffmpeg's. */
export async function captionLayerAlone(page: Page): Promise<void> {
  const canvas = page.getByTestId('caption-preview-canvas');
  await expect(canvas).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  await page.getByTestId('video-player').evaluate((video: HTMLVideoElement) => {
    video.pause();
    video.style.opacity = '0';
  });
  await canvas.evaluate((element: HTMLCanvasElement) => {
    element.style.background = 'black';
  });
}

export interface Difference {
  bandPixels: number;
  litPreview: number;
  litRender: number;
  meanDifference: number;
  differingShare: number;
}

/**
 * Seeks the player to `moment` (s), waits for the canvas to draw it, and compares it with
 * `assFile` drawn by ffmpeg with `fontsDir` at the time the canvas drew.
 */
export async function previewAgainstRender(
  page: Page,
  testInfo: TestInfo,
  { moment, label, assFile, fontsDir }: { moment: number; label: string; assFile: string; fontsDir: string },
): Promise<{ drawnAt: number; box: { width: number; height: number }; difference: Difference }> {
  const canvas = page.getByTestId('caption-preview-canvas');
  await page.getByTestId('video-player').evaluate((video: HTMLVideoElement, t) => {
    video.currentTime = t;
  }, moment);
  await expect
    .poll(async () => Math.abs(Number(await canvas.getAttribute('data-media-time')) - moment), {
      timeout: 15_000,
    })
    .toBeLessThan(0.06);
  // A resize may still repaint once; then the canvas holds still.
  await page.waitForTimeout(300);
  const drawnAt = Number(await canvas.getAttribute('data-media-time'));
  const name = `${label}-${drawnAt.toFixed(3)}s`;
  const previewFile = testInfo.outputPath(`${name}-preview.png`);
  // The canvas's own pixels: its box in whole pixels (an element screenshot rounds outwards).
  await canvas.scrollIntoViewIfNeeded();
  const rect = await canvas.evaluate((element: HTMLCanvasElement) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
  });
  await page.screenshot({ path: previewFile, clip: rect, animations: 'disabled' });
  const box = { width: rect.width, height: rect.height };

  const renderFile = testInfo.outputPath(`${name}-render.png`);
  const escapedAss = assFile.replace(/[\\:']/g, '\\$&');
  const escapedFonts = fontsDir.replace(/[\\:']/g, '\\$&');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i'],
    // In RGB from the start: a YUV 4:2:0 source would round an odd size down.
    `color=c=black:s=${box.width}x${box.height}:r=1:d=1,format=rgb24`,
    '-vf',
    `settb=AVTB,setpts=${drawnAt}/TB,ass=filename=${escapedAss}:fontsdir=${escapedFonts}`,
    ...['-frames:v', '1', '-y', renderFile],
  ]);
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-i', previewFile, '-i', renderFile, '-filter_complex'],
    '[0:v]format=rgb24[a];[1:v]format=rgb24[b];[a][b]blend=all_mode=difference,lutrgb=r=min(val*4\\,255):g=min(val*4\\,255):b=min(val*4\\,255)',
    ...['-frames:v', '1', '-y', testInfo.outputPath(`${name}-difference-x4.png`)],
  ]);
  return { drawnAt, box, difference: compare(rgbOf(previewFile), rgbOf(renderFile), box.width, box.height) };
}

/** RGB bytes of an image file, through ffmpeg (no image library needed). */
function rgbOf(file: string): Buffer {
  return execFileSync(
    'ffmpeg',
    ['-v', 'error', '-i', file, '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );
}

/** Compares two equal-sized RGB images in the rows where either has caption pixels. */
function compare(preview: Buffer, render: Buffer, width: number, height: number): Difference {
  const lit = (image: Buffer, i: number) =>
    Math.max(image[i] as number, image[i + 1] as number, image[i + 2] as number) > 16;
  let top = height;
  let bottom = -1;
  let litPreview = 0;
  let litRender = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const inPreview = lit(preview, i);
      const inRender = lit(render, i);
      if (inPreview) litPreview++;
      if (inRender) litRender++;
      if (inPreview || inRender) {
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
    }
  }
  let sum = 0;
  let differing = 0;
  const from = Math.max(0, top - 4);
  const to = Math.min(height - 1, bottom + 4);
  for (let y = from; y <= to; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      let largest = 0;
      for (let c = 0; c < 3; c++) {
        const d = Math.abs((preview[i + c] as number) - (render[i + c] as number));
        sum += d;
        largest = Math.max(largest, d);
      }
      if (largest > DIFFERING_LEVEL) differing++;
    }
  }
  const bandPixels = Math.max(0, to - from + 1) * width;
  return {
    bandPixels,
    litPreview,
    litRender,
    meanDifference: bandPixels ? sum / (bandPixels * 3) : 0,
    differingShare: bandPixels ? differing / bandPixels : 0,
  };
}
