// Stock search through the API against local stand-ins of Pexels and Giphy: normalised items with
// their credit, only https URLs on the providers' hosts, a short cache, the best clip for a b-roll
// slot, and clean errors when a provider refuses, limits or answers garbage, or when stock search
// is off (no keys and no open providers). The keyless open providers: open-stock.test.ts.
import { STOCK_NOT_CONFIGURED } from '@captionist/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWorkers } from '../src/jobs/register-workers';
import { signedInUser } from './support/accounts';
import { BrowserAgent } from './support/browser-agent';
import { FakeStockApis, pexelsPhoto } from './support/fake-stock-apis';
import { patternFile, settledMedia } from './support/stock-media';
import { startTestServer, type TestServer } from './support/test-runtime';

const PEXELS_KEY = 'pexels-test-key';
const GIPHY_KEY = 'giphy-test-key';

describe('with Pexels and Giphy keys', () => {
  const apis = new FakeStockApis();
  let server: TestServer;
  let user: BrowserAgent;

  beforeAll(async () => {
    const url = await apis.start();
    server = await startTestServer({
      env: { PEXELS_API_KEY: PEXELS_KEY, PEXELS_API_URL: url, GIPHY_API_KEY: GIPHY_KEY, GIPHY_API_URL: url },
    });
    user = (await signedInUser(server)).browser;
  });
  afterAll(async () => {
    await server?.close();
    await apis.stop();
  });

  const lastRequest = () => apis.received.at(-1);

  it('searches Pexels photos with the key in the Authorization header and normalises them', async () => {
    const response = await user.get(
      '/api/user/media/search-photos?query=mountain%20lake&orientation=portrait&page=2',
    );
    expect(response.statusCode).toBe(200);
    const { items, page, has_more } = response.json().data;
    expect({ page, has_more }).toEqual({ page: 2, has_more: true });
    expect(items[0]).toEqual({
      id: '1',
      provider: 'pexels',
      kind: 'photo',
      thumbnail_url: 'https://images.pexels.com/photos/1/pexels-photo-1.jpeg?auto=compress&cs=tinysrgb&h=350',
      preview_url:
        'https://images.pexels.com/photos/1/pexels-photo-1.jpeg?auto=compress&cs=tinysrgb&h=650&w=940',
      download_url: 'https://images.pexels.com/photos/1/pexels-photo-1.jpeg',
      width: 4000,
      height: 6000,
      duration_ms: null,
      credit: {
        provider: 'pexels',
        title: null,
        author: 'Jane Doe',
        author_url: 'https://www.pexels.com/@jane',
        licence: 'Pexels License',
        licence_url: 'https://www.pexels.com/license/',
        source_url: 'https://www.pexels.com/photo/1/',
      },
    });
    const request = lastRequest();
    expect(request?.path).toBe('/v1/search');
    expect(request?.headers.authorization).toBe(PEXELS_KEY);
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      query: 'mountain lake',
      orientation: 'portrait',
      page: '2',
      per_page: '20',
    });
  });

  it('searches Pexels videos: a full-HD download, a small preview, the duration', async () => {
    const response = await user.get('/api/user/media/search-videos?query=ocean');
    expect(response.statusCode).toBe(200);
    const [first] = response.json().data.items;
    expect(lastRequest()?.path).toBe('/videos/search');
    expect(first).toMatchObject({
      id: '10',
      kind: 'video',
      download_url: 'https://videos.pexels.com/video-files/10/10-hd.mp4',
      preview_url: 'https://videos.pexels.com/video-files/10/10-sd.mp4',
      thumbnail_url: 'https://images.pexels.com/videos/10/pictures/preview-0.jpg',
      width: 1920,
      height: 1080,
      duration_ms: 12_000,
      credit: {
        author: 'Sam Lens',
        author_url: 'https://www.pexels.com/@sam',
        source_url: 'https://www.pexels.com/video/10/',
      },
    });
  });

  it('searches Giphy with its api_key parameter, filtering the page by orientation', async () => {
    const response = await user.get('/api/user/media/search-gifs?query=party&orientation=portrait');
    expect(response.statusCode).toBe(200);
    const { items, has_more } = response.json().data;
    expect(items.map((i: { id: string }) => i.id)).toEqual(['tall']);
    expect(has_more).toBe(false);
    expect(items[0]).toMatchObject({
      provider: 'giphy',
      kind: 'gif',
      download_url: 'https://media1.giphy.com/media/tall/giphy.gif',
      width: 270,
      height: 480,
      credit: {
        provider: 'giphy',
        title: null,
        author: 'Gif Maker',
        author_url: 'https://giphy.com/maker/',
        licence: 'GIPHY Terms of Service',
        licence_url: 'https://giphy.com/terms',
        source_url: 'https://giphy.com/gifs/tall',
      },
    });
    expect(lastRequest()?.query.get('api_key')).toBe(GIPHY_KEY);
    expect(lastRequest()?.query.get('q')).toBe('party');
  });

  it('answers a repeated search from its cache', async () => {
    const before = apis.received.length;
    const first = await user.get('/api/user/media/search-photos?query=Cached%20Thing');
    const second = await user.get('/api/user/media/search-photos?query=cached%20thing');
    expect(second.json()).toEqual(first.json());
    expect(apis.received.length).toBe(before + 1);
  });

  it('drops items whose URLs are not https on the provider’s hosts', async () => {
    const evil = {
      ...pexelsPhoto(5),
      src: { ...pexelsPhoto(5).src, original: 'https://evil.example/x.jpg' },
    };
    const plain = {
      ...pexelsPhoto(6),
      src: { ...pexelsPhoto(6).src, original: 'http://images.pexels.com/6.jpg' },
    };
    apis.replies.push({
      status: 200,
      body: { page: 1, photos: [evil, plain, pexelsPhoto(7)], next_page: null },
    });
    const response = await user.get('/api/user/media/search-photos?query=urls');
    expect(response.json().data.items.map((i: { id: string }) => i.id)).toEqual(['7']);
  });

  it.each([
    ['a 429', { status: 429, body: { error: 'Rate limit exceeded' } }, 503, /too many searches/],
    ['a refused key', { status: 401, body: { error: 'Unauthorized' } }, 502, /refused the server's API key/],
    ['a 500', { status: 500, body: '<html>oops</html>' }, 502, /HTTP 500/],
    ['garbage', { status: 200, body: '%%% not json' }, 502, /could not read/],
    ['the wrong shape', { status: 200, body: { photos: 'none' } }, 502, /could not read/],
  ])('answers %s from the provider with a clean error', async (_name, reply, status, message) => {
    apis.replies.push(reply);
    const response = await user.get(`/api/user/media/search-photos?query=${encodeURIComponent(_name)}`);
    expect(response.statusCode).toBe(status);
    expect(response.json().status).toBe('error');
    expect(response.json().message).toMatch(message);
    expect(response.body).not.toContain(PEXELS_KEY);
  });

  it('answers Giphy’s synthetic "no data" response as unavailable (503)', async () => {
    apis.replies.push({ status: 200, body: { data: [], meta: { status: 200, msg: 'OK', response_id: '' } } });
    expect((await user.get('/api/user/media/search-gifs?query=synthetic')).statusCode).toBe(503);
  });

  it('rejects a missing query and a bad page (422)', async () => {
    expect((await user.get('/api/user/media/search-photos')).statusCode).toBe(422);
    expect((await user.get('/api/user/media/search-photos?query=x&page=0')).statusCode).toBe(422);
    expect((await user.get('/api/user/media/search-videos?query=x&orientation=diagonal')).statusCode).toBe(
      422,
    );
  });

  it('picks the clip that best fills a b-roll slot: orientation, then length', async () => {
    const response = await user.post('/api/user/media/get-keyword-video', {
      keyword: 'city night',
      orientation: 'portrait',
      min_duration_ms: 5000,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.item).toMatchObject({
      id: '12',
      width: 720,
      height: 1280,
      duration_ms: 9000,
    });
    expect(lastRequest()?.query.get('query')).toBe('city night');
    apis.replies.push({ status: 200, body: { page: 1, videos: [], next_page: null } });
    const none = await user.post('/api/user/media/get-keyword-video', {
      keyword: 'nothing',
      orientation: 'square',
    });
    expect(none.json().data).toEqual({ item: null });
  });
});

describe('importing stock into the media library', () => {
  const apis = new FakeStockApis();
  let server: TestServer;
  let user: BrowserAgent;

  beforeAll(async () => {
    const url = await apis.start();
    server = await startTestServer({
      env: { PEXELS_API_KEY: PEXELS_KEY, PEXELS_API_URL: url, GIPHY_API_KEY: GIPHY_KEY, GIPHY_API_URL: url },
    });
    user = (await signedInUser(server)).browser;
    await registerWorkers(server.runtime);
    const make = (args: string[]) => patternFile('640x360', args);
    apis.files.set('photo-3.png', {
      body: make(['-frames:v', '1', '-f', 'image2pipe', '-vcodec', 'png']),
      type: 'image/png',
    });
    apis.files.set('dance.gif', {
      body: make(['-t', '0.5', '-s', '160x120', '-f', 'gif']),
      type: 'image/gif',
    });
  });
  afterAll(async () => {
    await server?.close();
    await apis.stop();
  });

  const settled = (id: string) => settledMedia(user, id);

  it('re-fetches a Pexels photo by id and downloads it into the media library, ready for b-roll', async () => {
    const response = await user.post('/api/user/media/import-stock', {
      provider: 'pexels',
      id: '3',
      kind: 'photo',
    });
    expect(response.statusCode).toBe(201);
    const media = response.json().data;
    expect(media).toMatchObject({ status: 'processing', kind: 'image', name: 'Pexels photo 3 by Jane Doe' });
    const photoLookup = apis.received.find((r) => r.path === '/v1/photos/3');
    expect(photoLookup?.headers.authorization).toBe(PEXELS_KEY);
    expect(await settled(media.id)).toMatchObject({
      status: 'ready',
      kind: 'image',
      width: 640,
      height: 360,
    });
    expect(apis.received.some((r) => r.path === '/files/photo-3.png')).toBe(true);
  });

  it('imports a Giphy GIF the same way', async () => {
    const response = await user.post('/api/user/media/import-stock', {
      provider: 'giphy',
      id: 'dance',
      kind: 'gif',
    });
    expect(response.statusCode).toBe(201);
    expect(apis.received.find((r) => r.path === '/v1/gifs/dance')?.query.get('api_key')).toBe(GIPHY_KEY);
    expect(await settled(response.json().data.id)).toMatchObject({ status: 'ready', kind: 'gif' });
  });

  it('never downloads from a host that is not the provider’s (the item is refused as missing)', async () => {
    const evil = {
      ...pexelsPhoto(5),
      src: { ...pexelsPhoto(5).src, original: 'https://evil.example/x.png' },
    };
    apis.replies.push({ status: 200, body: evil });
    const response = await user.post('/api/user/media/import-stock', {
      provider: 'pexels',
      id: '5',
      kind: 'photo',
    });
    expect(response.statusCode).toBe(404);
    expect(apis.received.some((r) => r.path.includes('evil'))).toBe(false);
  });

  it('says when the item no longer exists, and refuses ids that are not ids', async () => {
    const gone = await user.post('/api/user/media/import-stock', {
      provider: 'giphy',
      id: 'gone',
      kind: 'gif',
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('This stock item no longer exists.');
    const bad = await user.post('/api/user/media/import-stock', {
      provider: 'pexels',
      id: '../x',
      kind: 'photo',
    });
    expect(bad.statusCode).toBe(422);
  });

  it('marks the media failed when the download fails', async () => {
    const response = await user.post('/api/user/media/import-stock', {
      provider: 'pexels',
      id: '8',
      kind: 'photo',
    });
    expect(response.statusCode).toBe(201);
    expect(await settled(response.json().data.id)).toMatchObject({
      status: 'failed',
      error: 'The stock file could not be downloaded. Please try again.',
    });
  });
});

describe('without keys and with the open providers turned off', () => {
  let server: TestServer;
  let user: BrowserAgent;

  beforeAll(async () => {
    server = await startTestServer({ env: { STOCK_OPEN_PROVIDERS: 'false' } });
    user = (await signedInUser(server)).browser;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('says "Stock search is not configured" (503) on every stock endpoint', async () => {
    for (const kind of ['photos', 'videos', 'gifs']) {
      const response = await user.get(`/api/user/media/search-${kind}?query=cat`);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', message: STOCK_NOT_CONFIGURED });
    }
    const keyword = await user.post('/api/user/media/get-keyword-video', {
      keyword: 'cat',
      orientation: 'portrait',
    });
    expect(keyword.statusCode).toBe(503);
    expect(keyword.json().message).toBe(STOCK_NOT_CONFIGURED);
    for (const provider of ['pexels', 'openverse']) {
      const imported = await user.post('/api/user/media/import-stock', { provider, id: '1', kind: 'photo' });
      expect(imported.statusCode).toBe(503);
    }
  });

  it('asks to sign in first', async () => {
    expect(
      (await new BrowserAgent(server.app).get('/api/user/media/search-photos?query=cat')).statusCode,
    ).toBe(401);
  });
});
