// Stock search with no API key, through the API against local stand-ins of Openverse and the
// MediaWiki Action API of Wikimedia Commons: the requests they document (parameters, paging, a
// User-Agent that names us), only freely usable licences, each item's credit (title, author,
// licence, source page) from their answers, their "too many requests" respected, Commons asked one
// request at a time, keyed providers first, and imports that keep the credit with the media.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWorkers } from '../src/jobs/register-workers';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { FakeOpenStockApis, openverseImage } from './support/fake-open-stock-apis';
import { FakeStockApis } from './support/fake-stock-apis';
import { patternFile, settledMedia } from './support/stock-media';
import { startTestServer, type TestServer } from './support/test-runtime';

const CONTACT = 'ops@captionist.example';

async function openServer(apis: FakeOpenStockApis, env: Record<string, string> = {}) {
  const url = await apis.start();
  return startTestServer({
    env: { OPENVERSE_API_URL: url, COMMONS_API_URL: url, STOCK_CONTACT: CONTACT, ...env },
  });
}

describe('without keys: Openverse photos and Wikimedia Commons videos and GIFs', () => {
  const apis = new FakeOpenStockApis();
  let server: TestServer;
  let user: BrowserAgent;

  beforeAll(async () => {
    server = await openServer(apis);
    user = (await signedInUser(server)).browser;
  });
  afterAll(async () => {
    await server?.close();
    await apis.stop();
  });

  const lastRequest = () => apis.received.at(-1);

  it('searches Openverse photos with no key, asking only for licences that allow commercial use and changes', async () => {
    const response = await user.get('/api/user/media/search-photos?query=tree%20bark&orientation=portrait');
    expect(response.statusCode).toBe(200);
    const { items, page, has_more } = response.json().data;
    expect({ page, has_more }).toEqual({ page: 1, has_more: true });
    const request = lastRequest();
    expect(request?.path).toBe('/v1/images/');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      q: 'tree bark',
      page: '1',
      page_size: '20',
      license: 'by,by-sa,cc0,pdm',
      aspect_ratio: 'tall',
    });
    expect(request?.headers['user-agent']).toBe(`Captionist/1.0 (${CONTACT})`);
    expect(request?.headers.authorization).toBeUndefined();
    const id = '4bc43a04-ef46-4544-a0c1-63c63f56e276';
    expect(items[0]).toEqual({
      id,
      provider: 'openverse',
      kind: 'photo',
      thumbnail_url: `https://api.openverse.org/v1/images/${id}/thumb/`,
      preview_url: `https://api.openverse.org/v1/images/${id}/thumb/`,
      download_url: `https://api.openverse.org/v1/images/${id}/thumb/?full_size=true`,
      width: 6016,
      height: 4016,
      duration_ms: null,
      credit: {
        provider: 'openverse',
        title: 'Tree Bark Photo',
        author: 'Tim Sullivan',
        author_url: 'https://www.secretagencygroup.com/',
        licence: 'CC BY-SA 2.0',
        licence_url: 'https://creativecommons.org/licenses/by-sa/2.0/',
        source_url: `https://stocksnap.io/photo/${id}`,
      },
    });
  });

  it('stops at Openverse’s page_count and drops what it should not offer', async () => {
    apis.replies.push({
      status: 200,
      body: {
        result_count: 45,
        page_count: 3,
        page_size: 20,
        page: 3,
        results: [
          openverseImage('nc', { license: 'by-nc', license_version: '4.0' }),
          openverseImage('nd', { license: 'by-nd' }),
          openverseImage('svg', { filetype: 'svg' }),
          openverseImage('elsewhere', { thumbnail: 'https://evil.example/thumb.jpg' }),
          openverseImage('sizeless', { width: null, height: null }),
          openverseImage('cc0', {
            license: 'cc0',
            license_version: '1.0',
            creator: null,
            creator_url: 'javascript:alert(1)',
            title: '',
            license_url: 'http://creativecommons.org/publicdomain/zero/1.0/',
            foreign_landing_url: 'http://example.org/plain-http',
          }),
        ],
      },
    });
    const response = await user.get('/api/user/media/search-photos?query=mixed&page=3');
    expect(response.statusCode).toBe(200);
    const { items, has_more } = response.json().data;
    expect(has_more).toBe(false);
    expect(items.map((i: { id: string }) => i.id)).toEqual(['cc0']);
    expect(items[0].credit).toEqual({
      provider: 'openverse',
      title: null,
      author: 'Unknown author',
      author_url: null,
      licence: 'CC0 1.0',
      licence_url: null,
      source_url: 'https://openverse.org/image/cc0',
    });
  });

  it('searches Commons videos: WebM transcodes to download, the credit from the file page', async () => {
    const response = await user.get('/api/user/media/search-videos?query=ocean&page=2');
    expect(response.statusCode).toBe(200);
    const request = lastRequest();
    expect(request?.path).toBe('/w/api.php');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      action: 'query',
      format: 'json',
      formatversion: '2',
      generator: 'search',
      gsrsearch: 'ocean filetype:video',
      gsrnamespace: '6',
      gsrlimit: '20',
      gsroffset: '20',
      prop: 'videoinfo',
      viprop: 'url|size|mime|mediatype|extmetadata|derivatives',
      viurlwidth: '320',
      viextmetadatafilter: 'Artist|LicenseShortName|LicenseUrl|ObjectName',
    });
    expect(request?.headers['user-agent']).toBe(`Captionist/1.0 (${CONTACT})`);
    const { items, has_more } = response.json().data;
    expect(has_more).toBe(true);
    // In the search's order (`index`), not the order the pages came in.
    expect(items.map((i: { id: string }) => i.id)).toEqual(['10', '11', '12']);
    const upload = 'https://upload.wikimedia.org/wikipedia/commons';
    expect(items[1]).toEqual({
      id: '11',
      provider: 'commons',
      kind: 'video',
      thumbnail_url: `${upload}/thumb/a/ab/Waves_at_sunset.webm/320px--Waves_at_sunset.webm.jpg`,
      preview_url: `${upload}/transcoded/a/ab/Waves_at_sunset.webm/Waves_at_sunset.webm.240p.vp9.webm`,
      download_url: `${upload}/transcoded/a/ab/Waves_at_sunset.webm/Waves_at_sunset.webm.1080p.vp9.webm`,
      width: 1920,
      height: 1080,
      duration_ms: 12_500,
      credit: {
        provider: 'commons',
        title: 'Waves at sunset',
        author: 'Ada & Co',
        author_url: null,
        licence: 'CC BY-SA 4.0',
        licence_url: 'https://creativecommons.org/licenses/by-sa/4.0',
        source_url: 'https://commons.wikimedia.org/wiki/File:Waves_at_sunset.webm',
      },
    });
    // An Ogg Theora original is never the download: its largest WebM transcode is.
    expect(items[0]).toMatchObject({ width: 854, height: 480 });
    expect(items[0].download_url).toMatch(/Harbour\.ogv\.480p\.vp9\.webm$/);
    // A portrait WebM original smaller than full HD is downloaded as it is.
    expect(items[2]).toMatchObject({
      width: 720,
      height: 1280,
      download_url: 'https://upload.wikimedia.org/wikipedia/commons/a/ab/Tall_city.webm',
    });
  });

  it('leaves out Commons files without a licence, without WebM, audio, or too large to import', async () => {
    const { commonsInfo, commonsPage } = await import('./support/fake-open-stock-apis');
    const unlicensed = commonsInfo('No_licence.webm');
    const theora = commonsInfo('Old.ogv', { mime: 'application/ogg' });
    const audio = commonsInfo('Song.webm', { mediatype: 'AUDIO' });
    const huge = commonsInfo('Huge.webm', { seconds: 3600 });
    apis.replies.push({
      status: 200,
      body: {
        batchcomplete: true,
        query: {
          pages: [
            commonsPage(1, 'No_licence.webm', 1, { ...unlicensed, extmetadata: { Artist: { value: 'Bo' } } }),
            commonsPage(2, 'Old.ogv', 2, { ...theora, derivatives: theora.derivatives.slice(0, 1) }),
            commonsPage(3, 'Song.webm', 3, audio),
            commonsPage(4, 'Huge.webm', 4, huge),
            commonsPage(5, 'Fine.webm', 5, commonsInfo('Fine.webm')),
          ],
        },
      },
    });
    const response = await user.get('/api/user/media/search-videos?query=leftovers');
    const { items, has_more } = response.json().data;
    expect(items.map((i: { id: string }) => i.id)).toEqual(['4', '5']);
    // An hour is too much at 1080p or 480p to import; the 240p transcode still fits.
    expect(items[0].download_url).toMatch(/Huge\.webm\.240p\.vp9\.webm$/);
    expect(has_more).toBe(false);
  });

  it('searches Commons GIFs by MIME type, filtering the page by orientation', async () => {
    const response = await user.get('/api/user/media/search-gifs?query=dance&orientation=portrait');
    expect(response.statusCode).toBe(200);
    expect(lastRequest()?.query.get('gsrsearch')).toBe('dance filemime:image/gif');
    const { items } = response.json().data;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: '22',
      provider: 'commons',
      kind: 'gif',
      download_url: 'https://upload.wikimedia.org/wikipedia/commons/a/ab/Tall_dance.gif',
      thumbnail_url:
        'https://upload.wikimedia.org/wikipedia/commons/thumb/a/ab/Tall_dance.gif/320px-Tall_dance.gif',
      width: 270,
      height: 480,
      credit: { title: 'Tall dance', licence: 'CC BY-SA 4.0' },
    });
  });

  it('answers an empty list when Commons finds nothing (MediaWiki then sends no `query`)', async () => {
    apis.replies.push({ status: 200, body: { batchcomplete: true } });
    const response = await user.get('/api/user/media/search-videos?query=zzzxqy');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ items: [], page: 1, has_more: false });
  });

  it('picks a Commons clip for a b-roll slot', async () => {
    const response = await user.post('/api/user/media/get-keyword-video', {
      keyword: 'city',
      orientation: 'portrait',
      min_duration_ms: 5000,
    });
    expect(response.json().data.item).toMatchObject({ id: '12', provider: 'commons', width: 720 });
  });

  it.each([
    [
      'a MediaWiki error',
      { status: 200, body: { error: { code: 'badvalue', info: 'Unrecognized value' } } },
      502,
      /Wikimedia Commons search failed/,
    ],
    ['a 403 for our User-Agent', { status: 403, body: 'Please set a user-agent' }, 502, /HTTP 403/],
    ['garbage', { status: 200, body: '<html>' }, 502, /could not read/],
    ['the wrong shape', { status: 200, body: { query: { pages: 'none' } } }, 502, /could not read/],
  ])('answers %s from Commons with a clean error', async (name, reply, status, message) => {
    apis.replies.push(reply);
    const response = await user.get(`/api/user/media/search-gifs?query=${encodeURIComponent(name)}`);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ status: 'error', message: expect.stringMatching(message) });
    expect(response.json().message).not.toMatch(/API key/);
  });

  it('answers a refusal from Openverse without blaming a key it does not have', async () => {
    apis.replies.push({ status: 401, body: { detail: 'Authentication credentials were not provided.' } });
    const response = await user.get('/api/user/media/search-photos?query=refused');
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('Openverse search failed (HTTP 401). Please try again.');
  });
});

describe('the open providers’ rate limits', () => {
  const apis = new FakeOpenStockApis();
  let server: TestServer;
  let user: BrowserAgent;

  beforeAll(async () => {
    server = await openServer(apis);
    user = (await signedInUser(server)).browser;
  });
  afterAll(async () => {
    await server?.close();
    await apis.stop();
  });

  it('after Openverse’s 429 asks it nothing more until its Retry-After has passed', async () => {
    apis.replies.push({
      status: 429,
      body: { detail: 'Request was throttled. Expected available in 120 seconds.' },
      headers: { 'retry-after': '120' },
    });
    const limited = await user.get('/api/user/media/search-photos?query=first');
    expect(limited.statusCode).toBe(503);
    expect(limited.json().message).toBe(
      'Openverse is receiving too many searches right now. Please try again in a minute.',
    );
    const before = apis.received.length;
    const next = await user.get('/api/user/media/search-photos?query=second');
    expect(next.statusCode).toBe(503);
    expect(apis.received.length).toBe(before);
    // Commons is another provider: it still answers.
    expect((await user.get('/api/user/media/search-videos?query=third')).statusCode).toBe(200);
  });

  it('takes MediaWiki’s maxlag error as "too busy" and waits before asking Commons again', async () => {
    apis.replies.push({
      status: 200,
      body: { error: { code: 'maxlag', info: 'Waiting for a database server: 6 seconds lagged.' } },
      headers: { 'retry-after': '5' },
    });
    const busy = await user.get('/api/user/media/search-gifs?query=lagged');
    expect(busy.statusCode).toBe(503);
    const before = apis.received.length;
    expect((await user.get('/api/user/media/search-gifs?query=again')).statusCode).toBe(503);
    expect(apis.received.length).toBe(before);
  });
});

describe('Commons requests', () => {
  const apis = new FakeOpenStockApis();
  let server: TestServer;
  let user: BrowserAgent;

  beforeAll(async () => {
    server = await openServer(apis);
    user = (await signedInUser(server)).browser;
  });
  afterAll(async () => {
    await server?.close();
    await apis.stop();
  });

  it('go one at a time, even when several people search at once', async () => {
    apis.holdMs = 150;
    const answers = await Promise.all(
      ['one', 'two', 'three'].map((q) => user.get(`/api/user/media/search-videos?query=${q}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(apis.received).toHaveLength(3);
    expect(apis.maxInFlight).toBe(1);
  });
});

describe('with a Pexels key only', () => {
  const open = new FakeOpenStockApis();
  const pexels = new FakeStockApis();
  let server: TestServer;
  let user: BrowserAgent;

  beforeAll(async () => {
    const pexelsUrl = await pexels.start();
    server = await openServer(open, { PEXELS_API_KEY: 'pexels-test-key', PEXELS_API_URL: pexelsUrl });
    user = (await signedInUser(server)).browser;
  });
  afterAll(async () => {
    await server?.close();
    await open.stop();
    await pexels.stop();
  });

  it('searches photos and videos at Pexels, and GIFs (no Giphy key) at Commons', async () => {
    const photos = await user.get('/api/user/media/search-photos?query=lake');
    const videos = await user.get('/api/user/media/search-videos?query=lake');
    expect(photos.json().data.items[0].provider).toBe('pexels');
    expect(videos.json().data.items[0].provider).toBe('pexels');
    expect(open.received).toHaveLength(0);
    expect(photos.json().data.items[0].credit).toEqual({
      provider: 'pexels',
      title: null,
      author: 'Jane Doe',
      author_url: 'https://www.pexels.com/@jane',
      licence: 'Pexels License',
      licence_url: 'https://www.pexels.com/license/',
      source_url: 'https://www.pexels.com/photo/1/',
    });
    const gifs = await user.get('/api/user/media/search-gifs?query=lake');
    expect(gifs.json().data.items[0].provider).toBe('commons');
    expect(open.received.map((r) => r.path)).toEqual(['/w/api.php']);
  });
});

describe('importing open stock into the media library', () => {
  const apis = new FakeOpenStockApis();
  let server: TestServer;
  let user: BrowserAgent;

  beforeAll(async () => {
    server = await openServer(apis);
    user = (await signedInUser(server)).browser;
    await registerWorkers(server.runtime);
    const make = (args: string[]) => patternFile('320x180', args);
    apis.files.set('photo-1', {
      body: make(['-frames:v', '1', '-f', 'image2pipe', '-vcodec', 'mjpeg']),
      type: 'image/jpeg',
    });
    apis.files.set('Surf.webm.1080p.vp9.webm', {
      body: make(['-t', '1', '-c:v', 'libvpx', '-f', 'webm']),
      type: 'video/webm',
    });
    apis.files.set('Dance.gif', {
      body: make(['-t', '0.5', '-s', '160x120', '-f', 'gif']),
      type: 'image/gif',
    });
  });
  afterAll(async () => {
    await server?.close();
    await apis.stop();
  });

  const settled = (id: string) => settledMedia(user, id);

  it('imports an Openverse photo through its image proxy and keeps its credit once ready', async () => {
    const response = await user.post('/api/user/media/import-stock', {
      provider: 'openverse',
      id: 'photo-1',
      kind: 'photo',
    });
    expect(response.statusCode).toBe(201);
    const credit = {
      provider: 'openverse',
      title: 'Tree Bark Photo',
      author: 'Tim Sullivan',
      author_url: 'https://www.secretagencygroup.com/',
      licence: 'CC BY-SA 2.0',
      licence_url: 'https://creativecommons.org/licenses/by-sa/2.0/',
      source_url: 'https://stocksnap.io/photo/photo-1',
    };
    expect(response.json().data).toMatchObject({
      status: 'processing',
      kind: 'image',
      name: 'Tree Bark Photo by Tim Sullivan',
      credit,
    });
    expect(apis.received.some((r) => r.path === '/v1/images/photo-1/')).toBe(true);
    // The probe replaces the metadata once the file is ready; the credit stays.
    expect(await settled(response.json().data.id)).toMatchObject({
      status: 'ready',
      kind: 'image',
      width: 320,
      height: 180,
      credit,
    });
    const download = apis.received.find((r) => r.path === '/v1/images/photo-1/thumb/');
    expect(download?.query.get('full_size')).toBe('true');
    expect(download?.headers['user-agent']).toBe(`Captionist/1.0 (${CONTACT})`);
  });

  it('imports a Commons clip as its WebM transcode, ready for b-roll with its credit', async () => {
    const response = await user.post('/api/user/media/import-stock', {
      provider: 'commons',
      id: '900',
      kind: 'video',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ mime_type: 'video/webm', name: 'Surf by Ada & Co' });
    const lookup = apis.received.find((r) => r.query.get('pageids') === '900');
    expect(lookup?.query.get('prop')).toBe('videoinfo');
    const ready = await settled(response.json().data.id);
    expect(apis.received.some((r) => r.path === '/files/Surf.webm.1080p.vp9.webm')).toBe(true);
    expect(apis.received.some((r) => r.path === '/files/Surf.webm')).toBe(false);
    expect(ready).toMatchObject({
      status: 'ready',
      kind: 'video',
      width: 320,
      height: 180,
      credit: { provider: 'commons', licence: 'CC BY-SA 4.0', author: 'Ada & Co' },
    });
    expect(ready.duration_ms).toBeGreaterThan(900);
  });

  it('imports a Commons GIF', async () => {
    const response = await user.post('/api/user/media/import-stock', {
      provider: 'commons',
      id: '901',
      kind: 'gif',
    });
    expect(response.statusCode).toBe(201);
    expect(await settled(response.json().data.id)).toMatchObject({ status: 'ready', kind: 'gif' });
  });

  it('says when the item is gone or of another kind', async () => {
    for (const body of [
      { provider: 'openverse', id: 'gone', kind: 'photo' },
      { provider: 'commons', id: '404', kind: 'video' },
      { provider: 'commons', id: '901', kind: 'video' },
      { provider: 'commons', id: 'not-a-page-id', kind: 'gif' },
    ]) {
      const response = await user.post('/api/user/media/import-stock', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(404);
      expect(response.json().message).toBe('This stock item no longer exists.');
    }
  });
});
