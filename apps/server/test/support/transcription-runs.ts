// Follows a transcription run through the status route, as the editor does, until it ends.
import { expect } from 'vitest';
import type { BrowserAgent } from './browser-agent';

const RUN_DEADLINE_MS = 90_000;

export interface StatusSnapshot {
  status: string;
  progress: number;
  error: string | null;
  engine: string | null;
}

/** Polls the status route until the run ends; returns every answer seen on the way. */
export async function followRun(browser: BrowserAgent, videoId: string): Promise<StatusSnapshot[]> {
  const seen: StatusSnapshot[] = [];
  const deadline = Date.now() + RUN_DEADLINE_MS;
  for (;;) {
    const response = await browser.get(`/api/user/videos/transcription-status/${videoId}`);
    expect(response.statusCode).toBe(200);
    const snapshot: StatusSnapshot = response.json().data;
    seen.push(snapshot);
    if (snapshot.status === 'done' || snapshot.status === 'failed') return seen;
    if (Date.now() > deadline) throw new Error(`transcription of ${videoId} did not end: ${snapshot.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const videoDetail = async (browser: BrowserAgent, videoId: string) =>
  (await browser.get(`/api/user/videos/${videoId}`)).json().data;

/**
 * The video as stored, for "nothing changed" checks: without its signed links, whose expiry is
 * counted from the second they were made, so two reads a second apart differ.
 */
export async function storedVideo(browser: BrowserAgent, videoId: string) {
  const {
    poster_url: _poster,
    thumbnail_url: _thumbnail,
    proxy_url: _proxy,
    // Signed while the preview copy is made, and gone once it exists: neither is the video's content.
    source_url: _source,
    ...stored
  } = await videoDetail(browser, videoId);
  return stored;
}
