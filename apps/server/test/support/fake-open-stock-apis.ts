// A local stand-in for the open stock providers, answering in their documented formats:
// Openverse (GET /v1/images/ search with result_count/page_count/results, GET /v1/images/{id}/,
// the image proxy GET /v1/images/{id}/thumb/) and the MediaWiki Action API of Wikimedia Commons
// (GET /w/api.php, `generator=search` or `pageids`, `prop=videoinfo` with extmetadata and
// TimedMediaHandler's derivatives, `continue.gsroffset`). URLs point at the real hosts
// (api.openverse.org, upload.wikimedia.org) except for items looked up by id, whose files this
// server serves from `files` (real bytes the test provides). Tests queue scripted replies (429,
// MediaWiki errors, garbage) and may hold answers to see how many requests arrive at once.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OpenStockRequest {
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export type OpenStockReply = { status: number; body: unknown; headers?: Record<string, string> };

const OPENVERSE = 'https://api.openverse.org';
const UPLOAD = 'https://upload.wikimedia.org/wikipedia/commons';

export class FakeOpenStockApis {
  readonly received: OpenStockRequest[] = [];
  readonly replies: OpenStockReply[] = [];
  /** Served as Openverse's full-size proxy answer (/v1/images/{id}/thumb/) or at /files/{name}. */
  readonly files = new Map<string, { body: Buffer; type: string }>();
  /** Answers are held this long (ms) before being sent, to let parallel requests overlap. */
  holdMs = 0;
  inFlight = 0;
  maxInFlight = 0;
  origin = '';
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const request = { path: url.pathname, query: url.searchParams, headers: req.headers };
      this.received.push(request);
      this.inFlight++;
      this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
      setTimeout(() => {
        this.inFlight--;
        const thumb = /^\/v1\/images\/([\w-]+)\/thumb\/$/.exec(url.pathname)?.[1];
        const name = thumb ?? (url.pathname.startsWith('/files/') ? url.pathname.slice(7) : undefined);
        const file = name === undefined ? undefined : this.files.get(name);
        if (file) {
          res.writeHead(200, { 'content-type': file.type, 'content-length': file.body.length });
          res.end(file.body);
          return;
        }
        const reply = this.replies.shift() ?? defaultReply(request, this.origin);
        res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
      }, this.holdMs);
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.origin;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

/** One Openverse image result, as GET /v1/images/ lists it. */
export const openverseImage = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  title: 'Tree Bark Photo',
  indexed_on: '2022-08-27T17:39:48Z',
  foreign_landing_url: `https://stocksnap.io/photo/${id}`,
  url: `https://cdn.stocksnap.io/img-thumbs/960w/${id}.jpg`,
  creator: 'Tim Sullivan',
  creator_url: 'https://www.secretagencygroup.com',
  license: 'by-sa',
  license_version: '2.0',
  license_url: 'https://creativecommons.org/licenses/by-sa/2.0/',
  provider: 'stocksnap',
  source: 'stocksnap',
  category: 'photograph',
  filesize: 896128,
  filetype: 'jpg',
  tags: [{ accuracy: null, name: 'tree', unstable__provider: 'stocksnap' }],
  attribution: '"Tree Bark Photo" by Tim Sullivan is licensed under CC BY-SA 2.0.',
  fields_matched: ['title'],
  mature: false,
  height: 4016,
  width: 6016,
  thumbnail: `${OPENVERSE}/v1/images/${id}/thumb/`,
  detail_url: `${OPENVERSE}/v1/images/${id}/`,
  related_url: `${OPENVERSE}/v1/images/${id}/related/`,
  unstable__sensitivity: [],
  ...overrides,
});

const meta = (value: string) => ({ value, source: 'commons-desc-page', hidden: '' });

/** A Commons file's videoinfo entry: a video with its transcodes, or a GIF (no derivatives). */
export function commonsInfo(
  name: string,
  options: { mime?: string; mediatype?: string; width?: number; height?: number; seconds?: number } = {},
) {
  const { mime = 'video/webm', mediatype = 'VIDEO', width = 1920, height = 1080, seconds = 12.5 } = options;
  const path = `a/ab/${name}`;
  const url = `${UPLOAD}/${path}`;
  const video = mediatype === 'VIDEO';
  // TimedMediaHandler's sizes: a transcode fits its box keeping the aspect (even sides), and one
  // larger than the original is not made, except the smallest.
  const transcode = (key: string, maxW: number, maxH: number, bandwidth: number) => {
    const aspect = width / height;
    const byHeight = aspect <= maxW / maxH;
    if (key !== '240p.vp9.webm' && (byHeight ? maxH > height : maxW > width)) return [];
    const w = byHeight ? (height > maxH ? Math.trunc(maxH * aspect) : width) : Math.min(maxW, width);
    const h = byHeight ? Math.min(maxH, height) : width > maxW ? Math.trunc(maxW / aspect) : height;
    const even = (n: number) => n + (n % 2);
    return [
      {
        src: `${UPLOAD}/transcoded/${path}/${name}.${key}`,
        type: 'video/webm; codecs="vp9, opus"',
        transcodekey: key,
        width: even(w),
        height: even(h),
        bandwidth,
        framerate: 25,
      },
    ];
  };
  return {
    size: Math.round((6_000_000 * seconds) / 8),
    width,
    height,
    ...(video ? { duration: seconds } : {}),
    thumburl: `${UPLOAD}/thumb/${path}/320px-${video ? `-${name}.jpg` : name}`,
    thumbwidth: 320,
    thumbheight: Math.round((320 * height) / width),
    url,
    descriptionurl: `https://commons.wikimedia.org/wiki/File:${name}`,
    descriptionshorturl: 'https://commons.wikimedia.org/w/index.php?curid=1',
    mime,
    mediatype,
    extmetadata: {
      ObjectName: {
        value: name.replace(/\.\w+$/, '').replace(/_/g, ' '),
        source: 'mediawiki-metadata',
        hidden: '',
      },
      Artist: meta(
        '<a href="//commons.wikimedia.org/wiki/User:Ada" title="User:Ada">Ada &amp; Co</a><script>steal()</script>',
      ),
      LicenseShortName: meta('CC BY-SA 4.0'),
      LicenseUrl: meta('https://creativecommons.org/licenses/by-sa/4.0'),
    },
    derivatives: video
      ? [
          {
            src: url,
            type:
              mime === 'application/ogg'
                ? 'video/ogg; codecs="theora, vorbis"'
                : `${mime}; codecs="vp9, opus"`,
            width,
            height,
            bandwidth: 6_000_000,
            framerate: 25,
          },
          ...transcode('240p.vp9.webm', 426, 240, 250_000),
          ...transcode('480p.vp9.webm', 854, 480, 900_000),
          ...transcode('1080p.vp9.webm', 1920, 1080, 3_900_000),
          {
            src: `${UPLOAD}/transcoded/${path}/${name}.m3u8`,
            type: 'application/vnd.apple.mpegurl',
            transcodekey: 'm3u8',
            width: 1920,
            height: 1080,
          },
        ]
      : [],
  };
}

export const commonsPage = (pageid: number, name: string, index: number, info: unknown) => ({
  pageid,
  ns: 6,
  title: `File:${name}`,
  index,
  videoinfo: [info],
});

function defaultReply(request: OpenStockRequest, origin: string): OpenStockReply {
  const image = /^\/v1\/images\/([\w-]+)\/$/.exec(request.path)?.[1];
  if (image && image !== 'gone') {
    return { status: 200, body: openverseImage(image, { thumbnail: `${origin}/v1/images/${image}/thumb/` }) };
  }
  if (request.path === '/v1/images/') {
    const page = Number(request.query.get('page') ?? 1);
    return {
      status: 200,
      body: {
        result_count: 60,
        page_count: 3,
        page_size: 20,
        page,
        results: [
          openverseImage('4bc43a04-ef46-4544-a0c1-63c63f56e276'),
          openverseImage('610756ec-ae31-4d5e'),
        ],
      },
    };
  }
  if (request.path === '/w/api.php') return commonsReply(request, origin);
  return { status: 404, body: { detail: 'Not found.' } };
}

function commonsReply(request: OpenStockRequest, origin: string): OpenStockReply {
  const local = (info: ReturnType<typeof commonsInfo>) => ({
    ...info,
    url: `${origin}/files/${info.url.split('/').pop()}`,
    derivatives: info.derivatives.map((d) => ({ ...d, src: `${origin}/files/${d.src.split('/').pop()}` })),
  });
  const pageid = request.query.get('pageids');
  if (pageid === '900') {
    return {
      status: 200,
      body: {
        batchcomplete: true,
        query: { pages: [commonsPage(900, 'Surf.webm', 1, local(commonsInfo('Surf.webm')))] },
      },
    };
  }
  if (pageid === '901') {
    const info = local(
      commonsInfo('Dance.gif', { mime: 'image/gif', mediatype: 'BITMAP', width: 160, height: 120 }),
    );
    return {
      status: 200,
      body: { batchcomplete: true, query: { pages: [commonsPage(901, 'Dance.gif', 1, info)] } },
    };
  }
  if (pageid)
    return {
      status: 200,
      body: { batchcomplete: true, query: { pages: [{ pageid: Number(pageid), missing: true }] } },
    };
  const search = request.query.get('gsrsearch') ?? '';
  const offset = Number(request.query.get('gsroffset') ?? 0);
  const pages = search.includes('filemime:image/gif')
    ? [
        commonsPage(
          21,
          'Wave.gif',
          1,
          commonsInfo('Wave.gif', { mime: 'image/gif', mediatype: 'BITMAP', width: 480, height: 270 }),
        ),
        commonsPage(
          22,
          'Tall_dance.gif',
          2,
          commonsInfo('Tall_dance.gif', { mime: 'image/gif', mediatype: 'BITMAP', width: 270, height: 480 }),
        ),
      ]
    : [
        commonsPage(11, 'Waves_at_sunset.webm', 2, commonsInfo('Waves_at_sunset.webm')),
        commonsPage(
          10,
          'Harbour.ogv',
          1,
          commonsInfo('Harbour.ogv', { mime: 'application/ogg', width: 1280, height: 720 }),
        ),
        commonsPage(
          12,
          'Tall_city.webm',
          3,
          commonsInfo('Tall_city.webm', { width: 720, height: 1280, seconds: 9 }),
        ),
      ];
  return {
    status: 200,
    body: {
      batchcomplete: true,
      ...(offset < 40 ? { continue: { gsroffset: offset + 20, continue: 'gsroffset||' } } : {}),
      query: { pages },
    },
  };
}
