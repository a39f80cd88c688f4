// Whether the split preview's two halves show the same frame as the player (docs/reframe.md
// "Following the speaker"), in the browsers this machine has.
//   npm run split-preview-sync -w @captionist/bench
// A clip whose frames carry their own number (ten black or white bars, one a bit) plays in a page
// next to (a) a canvas drawn from the same <video> on every frame it presents, as SplitPreview
// draws its halves, and (b) a second <video> of the same file kept in step the usual way (its rate
// nudged towards the first's time, a seek past 0.2 s). Screenshots taken while it plays are read
// back bar by bar: how often (a) and (b) show the frame the player shows, and by how many frames
// they are off. Chromium (Debian's, as the journeys use) over the DevTools protocol and Firefox
// (the system's) over WebDriver BiDi, both spoken directly; WebKit is only a Playwright download,
// which this project does not use.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { benchDir } from './speech-clip';

const SHOTS = 80;
const FPS = 25;
const WIDTH = 640;
const HEIGHT = 360;
const BITS = 10;

/** 16 s, each frame's number in ten bars across its top half (bit i is bar i, white for 1). */
function numberedClip(): string {
  const file = path.join(benchDir, 'numbered-frames.mp4');
  if (existsSync(file)) return file;
  mkdirSync(benchDir, { recursive: true });
  const bar = `floor(X/(W/${BITS}))`;
  execFileSync('ffmpeg', [
    ...['-y', '-v', 'error', '-f', 'lavfi', '-i', `color=c=gray:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=16`],
    ...[
      '-vf',
      `format=yuv444p,geq=lum='if(lt(Y,H/2),255*mod(floor(N/pow(2,${bar})),2),128)':cb=128:cr=128,format=yuv420p`,
    ],
    ...['-c:v', 'libx264', '-crf', '8', '-g', String(FPS), file],
  ]);
  return file;
}

const page = `<!doctype html><html><body style="margin:0;background:#000">
<video id="a" src="/clip.mp4" muted playsinline width="320" height="180" style="position:absolute;left:0;top:0"></video>
<canvas id="c" width="320" height="180" style="position:absolute;left:330px;top:0"></canvas>
<video id="b" src="/clip.mp4" muted playsinline width="320" height="180" style="position:absolute;left:660px;top:0"></video>
<script>
const a = document.getElementById('a'), b = document.getElementById('b'), c = document.getElementById('c');
const g = c.getContext('2d');
const draw = () => g.drawImage(a, 0, 0, 320, 180);
const perFrame = 'requestVideoFrameCallback' in a;
const watch = () => perFrame ? a.requestVideoFrameCallback(() => { draw(); watch(); }) : requestAnimationFrame(() => { draw(); watch(); });
// The second element kept in step: a seek when far off, else its rate nudged towards the first's time.
setInterval(() => {
  const gap = a.currentTime - b.currentTime;
  if (Math.abs(gap) > 0.2) b.currentTime = a.currentTime;
  else b.playbackRate = Math.min(1.1, Math.max(0.9, 1 + gap));
}, 100);
window.start = async () => { watch(); await Promise.all([a.play(), b.play()]); return perFrame; };
</script></body></html>`;

/** Serves the page and the clip (with byte ranges, which a <video> asks for). */
function serve(clip: string): Promise<http.Server> {
  const size = statSync(clip).size;
  const bytes = readFileSync(clip);
  const server = http.createServer((request, response) => {
    if (request.url === '/') return response.writeHead(200, { 'content-type': 'text/html' }).end(page);
    const range = /bytes=(\d+)-(\d*)/.exec(request.headers.range ?? '');
    const start = range ? Number(range[1]) : 0;
    const end = range?.[2] ? Number(range[2]) : size - 1;
    response.writeHead(range ? 206 : 200, {
      'content-type': 'video/mp4',
      'accept-ranges': 'bytes',
      'content-length': end - start + 1,
      ...(range ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}),
    });
    response.end(bytes.subarray(start, end + 1));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The frame number in a screenshot's 320×180 box at `left` (its bars' middles), or null if unreadable. */
function frameIn(rgb: Buffer, width: number, left: number): number | null {
  let number = 0;
  for (let bit = 0; bit < BITS; bit++) {
    const x = left + Math.round((bit + 0.5) * (320 / BITS));
    const at = (45 * width + x) * 3;
    const level = rgb[at] ?? 0;
    if (level > 60 && level < 195) return null;
    if (level >= 195) number |= 1 << bit;
  }
  return number;
}

/** Offsets and how often each came, e.g. "0 ×71, -1 ×9". */
const tally = (values: readonly number[]) =>
  [...new Set(values)]
    .sort((x, y) => x - y)
    .map((value) => `${value} ×${values.filter((each) => each === value).length}`)
    .join(', ');

/** What the measurement needs of a browser: open a page, run a script in it, take a screenshot. */
interface Driver {
  open(url: string): Promise<void>;
  evaluate(expression: string): Promise<unknown>;
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

/** A JSON-over-WebSocket protocol (CDP, WebDriver BiDi): `send` answers with the result of a command. */
function protocol(ws: WebSocket) {
  let id = 0;
  const waiting = new Map<
    number,
    (message: { result?: unknown; error?: unknown; message?: string }) => void
  >();
  ws.onmessage = (event) => {
    const message = JSON.parse(String(event.data));
    waiting.get(message.id)?.(message);
  };
  return (method: string, params: object, extra: object = {}) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      id++;
      waiting.set(id, (message) =>
        message.error
          ? reject(new Error(`${JSON.stringify(message.error)} ${message.message ?? ''}`))
          : resolve(message.result as Record<string, unknown>),
      );
      ws.send(JSON.stringify({ id, method, params, ...extra }));
    });
}

/** Opens a WebSocket once the browser listens, trying for up to 20 s. */
async function connect(address: () => Promise<string | null>): Promise<WebSocket> {
  for (let attempt = 0; attempt < 100; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const url = await address().catch(() => null);
    if (!url) continue;
    const ws = await new Promise<WebSocket | null>((resolve) => {
      const socket = new WebSocket(url);
      socket.onopen = () => resolve(socket);
      socket.onerror = () => resolve(null);
    });
    if (ws) return ws;
  }
  throw new Error('the browser did not open its debugging port');
}

/** Debian's Chromium (as the journeys use) over the DevTools protocol. */
async function chromiumDriver(): Promise<Driver> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'captionist-chromium-'));
  const port = 9300 + Math.floor(Math.random() * 500);
  const child = spawn(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', [
    ...['--headless', '--no-sandbox', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`],
    ...['--autoplay-policy=no-user-gesture-required', '--window-size=990,190', 'about:blank'],
  ]);
  const ws = await connect(async () => {
    const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
      type: string;
      webSocketDebuggerUrl: string;
    }[];
    return targets.find((target) => target.type === 'page')?.webSocketDebuggerUrl ?? null;
  });
  const send = protocol(ws);
  await send('Emulation.setDeviceMetricsOverride', {
    width: 990,
    height: 190,
    deviceScaleFactor: 1,
    mobile: false,
  });
  return {
    open: async (url) => {
      await send('Page.enable', {});
      await send('Page.navigate', { url });
      await new Promise((resolve) => setTimeout(resolve, 1000));
    },
    evaluate: async (expression) => {
      const answer = (await send('Runtime.evaluate', {
        expression,
        awaitPromise: true,
        returnByValue: true,
      })) as {
        result?: { value?: unknown };
      };
      return answer.result?.value;
    },
    screenshot: async () =>
      Buffer.from(((await send('Page.captureScreenshot', {})) as { data: string }).data, 'base64'),
    close: async () => {
      ws.close();
      child.kill();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * The system's Firefox over WebDriver BiDi (Playwright's BiDi client asks this Firefox ESR for
 * media emulation it does not have, and cannot open a page).
 */
async function firefoxDriver(): Promise<Driver> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'captionist-firefox-'));
  const port = 9300 + Math.floor(Math.random() * 500);
  const child = spawn(process.env.FIREFOX_PATH ?? '/usr/bin/firefox', [
    ...['--headless', '--no-remote', '--profile', profile, `--remote-debugging-port=${port}`],
    ...['--width', '990', '--height', '190'],
  ]);
  const ws = await connect(async () => `ws://127.0.0.1:${port}/session`);
  const send = protocol(ws);
  await send('session.new', { capabilities: {} });
  const tree = (await send('browsingContext.getTree', {})) as { contexts: { context: string }[] };
  const context = tree.contexts[0]?.context;
  await send('browsingContext.setViewport', {
    context,
    viewport: { width: 990, height: 190 },
    devicePixelRatio: 1,
  });
  return {
    open: async (url) => {
      await send('browsingContext.navigate', { context, url, wait: 'complete' });
    },
    evaluate: async (expression) => {
      const result = (await send('script.evaluate', {
        expression,
        target: { context },
        awaitPromise: true,
      })) as {
        result?: { value?: unknown };
      };
      return result.result?.value;
    },
    screenshot: async () => {
      const shot = (await send('browsingContext.captureScreenshot', { context })) as { data: string };
      return Buffer.from(shot.data, 'base64');
    },
    close: async () => {
      ws.close();
      child.kill();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function measureIn(name: string, start: () => Promise<Driver>, url: string) {
  let browser: Driver;
  try {
    browser = await start();
  } catch (err) {
    console.log(`${name}: not measured (${(err as Error).message.split('\n')[0]})`);
    return;
  }
  await browser.open(url);
  for (let i = 0; i < 100 && !(await browser.evaluate("document.getElementById('b').readyState >= 3")); i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const perFrame = await browser.evaluate('window.start()');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  let canvasSame = 0;
  let videoSame = 0;
  let read = 0;
  const offsets: number[] = [];
  const canvasOffsets: number[] = [];
  for (let shot = 0; shot < SHOTS; shot++) {
    const png = await browser.screenshot();
    const rgb = execFileSync(
      'ffmpeg',
      ['-v', 'error', '-i', 'pipe:0', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
      {
        input: png,
      },
    );
    const [player, canvas, second] = [0, 330, 660].map((left) => frameIn(rgb, 990, left));
    if (player == null || canvas == null || second == null) continue;
    read++;
    if (canvas === player) canvasSame++;
    if (second === player) videoSame++;
    offsets.push(second - player);
    canvasOffsets.push(canvas - player);
  }
  await browser.close();
  const worst = Math.max(0, ...offsets.map(Math.abs));
  console.log(
    `${name} (${perFrame ? 'requestVideoFrameCallback' : 'animation frames'}): ${read} of ${SHOTS} screenshots read; ` +
      `canvas from the same <video> on the player's frame in ${canvasSame} (offsets ${tally(canvasOffsets)}), ` +
      `a second <video> in ${videoSame} (off by up to ${worst} frames; offsets ${tally(offsets)})`,
  );
}

const server = await serve(numberedClip());
const address = server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
await measureIn('Chromium', chromiumDriver, url);
await measureIn('Firefox', firefoxDriver, url);
server.close();
