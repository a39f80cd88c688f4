// A file added to the user's media library through the API as the web client does it (upload-url
// → PUT to the signed URL → confirm), then waited on until its probe ends.
import type { BrowserAgent } from './browser-agent';
import type { TestServer } from './test-runtime';

export async function uploadMedia(
  server: TestServer,
  browser: BrowserAgent,
  name: string,
  bytes: Buffer,
  contentType: string,
) {
  const created = await browser.post('/api/user/media-uploads/upload-url', {
    name,
    size: bytes.length,
    content_type: contentType,
  });
  if (created.statusCode !== 201) throw new Error(`media upload-url failed: ${created.body}`);
  const { media, upload } = created.json().data;
  const target = new URL(upload.url);
  await server.app.inject({
    method: 'PUT',
    url: `${target.pathname}${target.search}`,
    payload: bytes,
    headers: upload.headers,
  });
  const confirmed = await browser.post('/api/user/media-uploads/confirm-upload', { id: media.id });
  if (confirmed.statusCode !== 200) throw new Error(`media confirm-upload failed: ${confirmed.body}`);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const item = (await browser.get('/api/user/media-uploads'))
      .json()
      .data.find((m: { id: string }) => m.id === media.id);
    if (item.status !== 'processing' || Date.now() > deadline) return item;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
