// The edit version an editor save names as its base (docs/editor.md "Saving"), read from the
// video as the editor reads it.
import type { BrowserAgent } from './browser-agent';

export async function editVersionOf(browser: BrowserAgent, vid: string): Promise<number> {
  const response = await browser.get(`/api/user/videos/${vid}`);
  const version: unknown = response.json().data?.edit_version;
  if (typeof version !== 'number') throw new Error(`No edit version for video ${vid}: ${response.body}`);
  return version;
}
