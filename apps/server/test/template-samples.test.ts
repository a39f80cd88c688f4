// The template gallery's samples through the API: a PNG drawn by ffmpeg's libass from the
// template's own style and font (checked by its pixels), kept for the next request, and only for
// templates the user may see.
import { execFileSync } from 'node:child_process';
import { templateMessages } from '@captionist/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_HEIGHT, SAMPLE_WIDTH } from '../src/modules/templates/template-sample';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { startTestServer, type TestServer } from './support/test-runtime';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const sample = (browser: BrowserAgent, id: string) => browser.get(`/api/user/templates/${id}/sample.png`);

/** The PNG's pixels as RGB, decoded by ffmpeg. */
function pixels(png: Buffer): Buffer {
  return execFileSync(
    'ffmpeg',
    ['-v', 'error', '-i', 'pipe:0', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
    { input: png, maxBuffer: 16 * 1024 * 1024 },
  );
}

function near(rgb: Buffer, color: string, tolerance = 30): number {
  const target = [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16));
  let count = 0;
  for (let i = 0; i + 2 < rgb.length; i += 3) {
    if (target.every((value, c) => Math.abs((rgb[i + c] ?? 0) - value) <= tolerance)) count++;
  }
  return count;
}

describe('template samples', () => {
  it('draws a template’s words in its colours, as a PNG the browser may keep', async () => {
    const { browser } = await signedInUser(server);
    const fonts = (await browser.get('/api/user/fonts')).json().data as { id: string; name: string }[];
    const font = fonts.find((each) => each.name === 'Montserrat')?.id;
    const yellow = await browser.post('/api/user/templates/save', {
      name: 'Yellow',
      settings: { font, primaryColor: '#ffd400', fillColor: '#ffd400', strokeSize: 'none' },
    });
    const green = await browser.post('/api/user/templates/save', {
      name: 'Green',
      settings: { font, primaryColor: '#22cc55', fillColor: '#22cc55', strokeSize: 'none' },
    });
    const [first, second] = await Promise.all([
      sample(browser, yellow.json().data.id),
      sample(browser, green.json().data.id),
    ]);
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('private, max-age=86400');
      // The PNG signature, then the IHDR chunk's width and height.
      expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      expect(response.rawPayload.readUInt32BE(16)).toBe(SAMPLE_WIDTH);
      expect(response.rawPayload.readUInt32BE(20)).toBe(SAMPLE_HEIGHT);
    }
    const [yellowPixels, greenPixels] = [pixels(first.rawPayload), pixels(second.rawPayload)];
    expect(near(yellowPixels, '#ffd400')).toBeGreaterThan(500);
    expect(near(yellowPixels, '#22cc55')).toBe(0);
    expect(near(greenPixels, '#22cc55')).toBeGreaterThan(500);
    // The same template again is the same picture, from memory.
    expect((await sample(browser, yellow.json().data.id)).rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('draws every system template', async () => {
    const { browser } = await signedInUser(server);
    const templates = (await browser.get('/api/user/templates')).json().data as { id: string }[];
    const responses = await Promise.all(templates.map((template) => sample(browser, template.id)));
    expect(responses.map((response) => response.statusCode)).toEqual(templates.map(() => 200));
    // Each shows something over the plain background: at least a few hundred light pixels.
    for (const response of responses) {
      const rgb = pixels(response.rawPayload);
      let light = 0;
      for (let i = 0; i + 2 < rgb.length; i += 3)
        if ((rgb[i] ?? 0) + (rgb[i + 1] ?? 0) + (rgb[i + 2] ?? 0) > 450) light++;
      expect(light).toBeGreaterThan(300);
    }
  });

  it('answers another user’s template, an unknown id and a malformed one as missing', async () => {
    const owner = (await signedInUser(server)).browser;
    const stranger = (await signedInUser(server)).browser;
    const own = await owner.post('/api/user/templates/save', { name: 'Mine', settings: {} });
    expect(own.statusCode).toBe(201);
    for (const id of [own.json().data.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await sample(stranger, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 'error', message: templateMessages.notFound });
    }
    expect((await sample(owner, own.json().data.id)).statusCode).toBe(200);
  });
});
