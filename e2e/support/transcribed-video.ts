// The sample video of a new project, transcribed by the offline engine, for journeys that start
// in the editor.
import { writeFileSync } from 'node:fs';
import type { TranscriptWord } from '@captionist/contracts';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { xsrfHeader } from './sign-in';

export interface EditorVideo {
  id: string;
  width: number;
  height: number;
  caption_settings: Record<string, unknown> | null;
  edit_version: number;
  transcript: { words: TranscriptWord[] } | null;
}

export async function apiData<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

export const videoDetail = (page: Page, id: string) => apiData<EditorVideo>(page, `/api/user/videos/${id}`);

export async function transcribedSampleVideo(page: Page, projectName: string): Promise<EditorVideo> {
  const headers = await xsrfHeader(page);
  const project = await page.request.post('/api/user/projects', { headers, data: { name: projectName } });
  expect(project.status()).toBe(201);
  const projectId = ((await project.json()) as { data: { id: string } }).data.id;
  const sample = await page.request.post(`/api/user/videos/use-sample-video/${projectId}`, { headers });
  expect(sample.status()).toBe(201);
  const id = ((await sample.json()) as { data: { id: string } }).data.id;
  await expect
    .poll(async () => (await videoDetail(page, id)).transcript?.words.length ?? 0, {
      timeout: 150_000,
      intervals: [1000],
    })
    .toBeGreaterThan(5);
  return videoDetail(page, id);
}

/**
 * Waits for the video's preview copy: the player taking it over in the middle of a journey (a
 * capture, a play and stop) would change what the journey sees.
 */
export async function previewCopyReady(page: Page, id: string): Promise<void> {
  await expect
    .poll(
      async () => (await apiData<{ proxy_url: string | null }>(page, `/api/user/videos/${id}`)).proxy_url,
      {
        timeout: 120_000,
      },
    )
    .not.toBeNull();
}

/** Opens the video in the editor and waits until its style is saved (the default template). */
export async function openEditor(page: Page, id: string) {
  await page.goto(`/video/${id}`);
  await expect(page.getByTestId('transcript')).toBeVisible({ timeout: 60_000 });
  await expect
    .poll(async () => (await videoDetail(page, id)).caption_settings !== null, { timeout: 30_000 })
    .toBe(true);
}

/** Corrects the word at `index` in place, as a person does (double-click, type, Enter). */
export async function correctWord(page: Page, index: number, text: string) {
  const word = page.getByTestId('transcript').locator(`[data-word-index="${index}"]`);
  await word.dblclick();
  const input = page.getByTestId('transcript').getByRole('textbox');
  await input.fill(text);
  await input.press('Enter');
  await expect(word).toHaveText(text);
}

/** Waits for the video's render to finish and saves the MP4 among the test's outputs. */
export async function renderedMp4(page: Page, testInfo: TestInfo, id: string): Promise<string> {
  await expect
    .poll(
      async () => (await apiData<{ status: string }>(page, `/api/user/videos/${id}/render-progress`)).status,
      {
        timeout: 240_000,
        intervals: [2000],
      },
    )
    .toBe('done');
  const download = await apiData<{ url: string }>(page, `/api/user/videos/${id}/download-url`);
  const mp4 = testInfo.outputPath('rendered.mp4');
  writeFileSync(mp4, await (await page.request.get(download.url)).body());
  return mp4;
}
