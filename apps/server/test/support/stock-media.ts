// What the stock tests' stand-in providers serve and wait on: small media files made by ffmpeg,
// and an imported item once its processing has settled.
import { execFileSync } from 'node:child_process';
import type { BrowserAgent } from './browser-agent';

/** A test pattern of `size` (e.g. 320x180) encoded with `args`, as bytes. */
export const patternFile = (size: string, args: string[]): Buffer =>
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `testsrc=size=${size}:rate=10`, ...args, '-']);

/** The media library item once it has left `processing` (or after 30 s, as it then is). */
export async function settledMedia(user: BrowserAgent, id: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const item = (await user.get('/api/user/media-uploads'))
      .json()
      .data.find((m: { id: string }) => m.id === id);
    if (item.status !== 'processing' || Date.now() > deadline) return item;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
