// A local stand-in for Pexels (GET /v1/search, GET /videos/search, key in Authorization) and
// Giphy (GET /v1/gifs/search, api_key parameter), answering in their documented formats with
// URLs on their CDN hosts. Tests queue scripted replies (429, garbage, foreign URLs). Items looked
// up by id (GET /v1/photos/{id}, /v1/gifs/{id}) download from this server's /files/ (real bytes
// the test provides), which the providers accept as a local stand-in's origin.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StockRequest {
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export type StockReply = { status: number; body: unknown };

export class FakeStockApis {
  readonly received: StockRequest[] = [];
  readonly replies: StockReply[] = [];
  /** Served at /files/{name} with its content type. */
  readonly files = new Map<string, { body: Buffer; type: string }>();
  origin = '';
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const request = { path: url.pathname, query: url.searchParams, headers: req.headers };
      this.received.push(request);
      const file = url.pathname.startsWith('/files/') ? this.files.get(url.pathname.slice(7)) : undefined;
      if (file) {
        res.writeHead(200, { 'content-type': file.type, 'content-length': file.body.length });
        res.end(file.body);
        return;
      }
      const reply = this.replies.shift() ?? defaultReply(request, this.origin);
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.origin;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

export const pexelsPhoto = (id: number, width = 4000, height = 6000) => {
  const base = `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg`;
  return {
    id,
    width,
    height,
    url: `https://www.pexels.com/photo/${id}/`,
    photographer: 'Jane Doe',
    photographer_url: 'https://www.pexels.com/@jane',
    photographer_id: 7,
    avg_color: '#978E82',
    src: {
      original: base,
      large2x: `${base}?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940`,
      large: `${base}?auto=compress&cs=tinysrgb&h=650&w=940`,
      medium: `${base}?auto=compress&cs=tinysrgb&h=350`,
      small: `${base}?auto=compress&cs=tinysrgb&h=130`,
      portrait: `${base}?auto=compress&cs=tinysrgb&fit=crop&h=1200&w=800`,
      landscape: `${base}?auto=compress&cs=tinysrgb&fit=crop&h=627&w=1200`,
      tiny: `${base}?auto=compress&cs=tinysrgb&dpr=1&fit=crop&h=200&w=280`,
    },
    liked: false,
    alt: 'A photo',
  };
};

export const pexelsVideo = (id: number, width: number, height: number, duration: number) => ({
  id,
  width,
  height,
  duration,
  url: `https://www.pexels.com/video/${id}/`,
  image: `https://images.pexels.com/videos/${id}/pictures/preview-0.jpg`,
  user: { id: 9, name: 'Sam Lens', url: 'https://www.pexels.com/@sam' },
  video_files: [
    {
      id: 1,
      quality: 'uhd',
      file_type: 'video/mp4',
      width: width * 2,
      height: height * 2,
      fps: 25,
      link: file(id, 'uhd'),
    },
    { id: 2, quality: 'hd', file_type: 'video/mp4', width, height, fps: 25, link: file(id, 'hd') },
    {
      id: 3,
      quality: 'sd',
      file_type: 'video/mp4',
      width: width / 2,
      height: height / 2,
      fps: 25,
      link: file(id, 'sd'),
    },
    {
      id: 4,
      quality: null,
      file_type: 'application/x-mpegURL',
      width: null,
      height: null,
      link: file(id, 'hls'),
    },
  ],
  video_pictures: [
    { id: 1, picture: `https://images.pexels.com/videos/${id}/pictures/preview-0.jpg`, nr: 0 },
  ],
});
const file = (id: number, quality: string) =>
  `https://videos.pexels.com/video-files/${id}/${id}-${quality}.mp4`;

export const giphyGif = (id: string, width = 480, height = 270) => ({
  type: 'gif',
  id,
  url: `https://giphy.com/gifs/${id}`,
  username: 'maker',
  rating: 'g',
  user: { display_name: 'Gif Maker', profile_url: 'https://giphy.com/maker/', username: 'maker' },
  images: {
    original: {
      url: `https://media1.giphy.com/media/${id}/giphy.gif`,
      width: String(width),
      height: String(height),
      mp4: `https://media1.giphy.com/media/${id}/giphy.mp4`,
    },
    fixed_width: { url: `https://media1.giphy.com/media/${id}/200w.gif`, width: '200', height: '113' },
    fixed_width_still: {
      url: `https://media1.giphy.com/media/${id}/200w_s.gif`,
      width: '200',
      height: '113',
    },
  },
});

function defaultReply(request: StockRequest, origin: string): StockReply {
  const photo = /^\/v1\/photos\/(\d+)$/.exec(request.path);
  if (photo) {
    const id = Number(photo[1]);
    const item = pexelsPhoto(id, 640, 360);
    return {
      status: 200,
      body: { ...item, src: { ...item.src, original: `${origin}/files/photo-${id}.png` } },
    };
  }
  const gif = /^\/v1\/gifs\/([\w-]+)$/.exec(request.path);
  if (gif?.[1] && gif[1] !== 'gone' && gif[1] !== 'search') {
    const item = giphyGif(gif[1], 160, 120);
    const original = { ...item.images.original, url: `${origin}/files/${gif[1]}.gif` };
    return {
      status: 200,
      body: { data: { ...item, images: { ...item.images, original } }, meta: { status: 200 } },
    };
  }
  const page = Number(request.query.get('page') ?? 1);
  if (request.path === '/v1/search') {
    return {
      status: 200,
      body: {
        total_results: 100,
        page,
        per_page: 20,
        photos: [pexelsPhoto(1), pexelsPhoto(2)],
        next_page: 'https://api.pexels.com/v1/search/?page=2',
      },
    };
  }
  if (request.path === '/videos/search') {
    return {
      status: 200,
      body: {
        page,
        per_page: 20,
        total_results: 3,
        url: 'https://www.pexels.com/videos/',
        videos: [
          pexelsVideo(10, 1920, 1080, 12),
          pexelsVideo(11, 1080, 1920, 3),
          pexelsVideo(12, 720, 1280, 9),
        ],
      },
    };
  }
  if (request.path === '/v1/gifs/search') {
    return {
      status: 200,
      body: {
        data: [giphyGif('abc'), giphyGif('tall', 270, 480)],
        pagination: { total_count: 2, count: 2, offset: Number(request.query.get('offset') ?? 0) },
        meta: { status: 200, msg: 'OK', response_id: 'r1' },
      },
    };
  }
  return { status: 404, body: { error: 'Not found' } };
}
