// GET /api/emoji: the artwork the render job draws, for the preview to draw the same.
import { describe, expect, it } from 'vitest';
import { BrowserAgent } from './support/browser-agent';
import { serverForTheseTests } from './support/test-runtime';

const server = serverForTheseTests();

const get = (names: string) =>
  new BrowserAgent(server().app).get(`/api/emoji?names=${encodeURIComponent(names)}`);

describe('emoji artwork', () => {
  it('answers the layered artwork of each name it has, signed in or not, and leaves out the rest', async () => {
    const response = await get('1f525,1f1fa-1f1f8,1f525,ffff');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(Object.keys(data).sort()).toEqual(['1f1fa-1f1f8', '1f525']);
    expect(data['1f525']).toMatchObject({
      size: 36,
      layers: [
        { color: '#f4900c', opacity: 1 },
        { color: '#ffcc4d', opacity: 1 },
      ],
    });
    expect(data['1f525'].layers[0].path).toMatch(/^m [\d. ]+ b /);
  });

  it('refuses names that are not Twemoji file names, and too many at once', async () => {
    for (const names of ['../package', '1f525/../../x', '1F525', 'svg']) {
      const response = await get(names);
      expect(response.statusCode, names).toBe(422);
      expect(response.json().status).toBe('error');
    }
    const many = Array.from({ length: 65 }, (_, i) => (0x1f600 + i).toString(16)).join(',');
    expect((await get(many)).statusCode).toBe(422);
  });
});
