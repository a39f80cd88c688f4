// A local stand-in for Openverse's API (v1, its documented wire format) for the browser journeys:
// one openly licensed photo found by any search, looked up again by id, and its picture served
// through the image proxy path (/v1/images/{id}/thumb/), as the real service does.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { LAKE_PHOTO } from './open-stock-server-data';

const port = Number(process.env.E2E_STOCK_PORT ?? 8194);
const origin = `http://127.0.0.1:${port}`;

const picture = execFileSync('ffmpeg', [
  ...['-v', 'error', '-f', 'lavfi', '-i', 'color=c=0x2a9d8f:s=640x360', '-frames:v', '1'],
  ...['-f', 'image2pipe', '-vcodec', 'png', '-'],
]);

const image = {
  id: LAKE_PHOTO.id,
  title: LAKE_PHOTO.title,
  foreign_landing_url: `https://www.flickr.com/photos/example/${LAKE_PHOTO.id}`,
  url: `https://live.staticflickr.com/example/${LAKE_PHOTO.id}.jpg`,
  creator: LAKE_PHOTO.creator,
  creator_url: 'https://www.flickr.com/photos/example',
  license: 'by',
  license_version: '4.0',
  license_url: 'https://creativecommons.org/licenses/by/4.0/',
  provider: 'flickr',
  source: 'flickr',
  filetype: 'png',
  width: 640,
  height: 360,
  thumbnail: `${origin}/v1/images/${LAKE_PHOTO.id}/thumb/`,
  detail_url: `${origin}/v1/images/${LAKE_PHOTO.id}/`,
};

const json = (body: unknown) => JSON.stringify(body);

createServer((req, res) => {
  const url = new URL(req.url ?? '/', origin);
  if (url.pathname === '/health') return res.end('ok');
  if (url.pathname === '/v1/images/') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(json({ result_count: 1, page_count: 1, page_size: 20, page: 1, results: [image] }));
  }
  if (url.pathname === `/v1/images/${LAKE_PHOTO.id}/`) {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(json(image));
  }
  if (url.pathname === `/v1/images/${LAKE_PHOTO.id}/thumb/`) {
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': picture.length });
    return res.end(picture);
  }
  res.writeHead(404, { 'content-type': 'application/json' });
  res.end(json({ detail: 'Not found.' }));
}).listen(port, '127.0.0.1');
