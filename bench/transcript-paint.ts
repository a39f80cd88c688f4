// The editor with a 30,000-word transcript (issue 34): how soon its words are on screen.
//   npm run transcript-paint -w @captionist/bench      (or: npx tsx bench/transcript-paint.ts [rounds, at least 5])
// The built product (serve + worker on a throwaway PostgreSQL database of TEST_POSTGRES_URL's
// server; build it first with `npm run build`), a user on the Lifetime plan (an hour per video;
// the code comes from the admin CLI), and two hour-long videos (a 16×16 grey picture at 1 fps,
// silence): one given 30,000 words through the API, the baseline 300. Debian's Chromium
// (Playwright) opens each editor in a fresh page, the two alternated round by round; measured in
// the page, from navigation start: the first frame after the transcript's first word is in the
// document (two animation frames), and how long a click on a word takes to show it selected.
// Prints medians and ranges, the ratio to the baseline, and the target (≤ 1 s).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TranscriptWord } from '@captionist/contracts';
import { chromium } from '@playwright/test';
import { signedInSession } from './api-session';
import { builtCandidate } from './built-server';
import { formatSpread, spread } from './interleaved-runs';
import { startServer } from './server-process';
import { newProject, uploadVideo, waitForVideo } from './video-flow';

const ROUNDS = Math.max(5, Number(process.argv[2] ?? 5));
const VIDEO_SECONDS = 3600;
const SIDES = [
  { name: '30,000 words', words: 30_000 },
  { name: '300 words (baseline)', words: 300 },
];

/** Words at an even pace over the hour, in sentences of twelve. */
function wordsOver(count: number): TranscriptWord[] {
  const step = Math.floor((VIDEO_SECONDS * 1000) / count);
  return Array.from({ length: count }, (_, i) => ({
    text: i % 12 === 11 ? `word${i}.` : `word${i}`,
    start: i * step,
    end: i * step + Math.max(1, Math.floor(step * 0.8)),
    confidence: 0.9,
  }));
}

// In the page before anything runs: the first frame after word 0 exists, in ms since navigation.
const WATCH_FIRST_WORD = `
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[data-word-index="0"]')) return;
    observer.disconnect();
    requestAnimationFrame(() => requestAnimationFrame(() => { window.__firstWords = performance.now(); }));
  }).observe(document, { childList: true, subtree: true });
`;

/** The page's side, typed here without the DOM library (the bench runs in Node). */
interface PageGlobals {
  __firstWords?: number;
  document: {
    querySelector(selector: string): { click(): void; getAttribute(name: string): string | null } | null;
  };
  requestAnimationFrame(callback: () => void): void;
}

/** In the page: a click on the sixth word, and the frames until it shows selected (ms). */
async function clickAWord(): Promise<number> {
  const page = globalThis as unknown as PageGlobals;
  const word = page.document.querySelector('[data-word-index="5"]');
  if (!word) return Number.NaN;
  const started = performance.now();
  word.click();
  while (word.getAttribute('aria-pressed') !== 'true') {
    await new Promise<void>((resolve) => page.requestAnimationFrame(resolve));
    if (performance.now() - started > 30_000) return Number.NaN;
  }
  return performance.now() - started;
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'captionist-paint-'));
const { root } = builtCandidate();
const server = await startServer({ root, database: 'postgres' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const { session } = await signedInSession(server);
  const csv = execFileSync(
    process.execPath,
    [path.join(root, 'apps/server/dist/admin.js'), 'codes:create', '--count', '1', '--plan', 'lifetime'],
    { encoding: 'utf8', env: { ...process.env, ...server.env, LOG_LEVEL: 'warn' } },
  );
  const code = csv.trim().split('\n')[1]?.split(',')[0] ?? '';
  await session.call('POST', '/api/user/redeem-code', { code });

  const file = path.join(dir, 'hour.mp4');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', `color=c=gray:s=16x16:r=1:d=${VIDEO_SECONDS}`],
    ...['-f', 'lavfi', '-i', `anullsrc=r=8000:cl=mono:d=${VIDEO_SECONDS}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-b:a', '8k', '-shortest', '-y', file],
  ]);
  const project = await newProject(session, 'Long talk');
  const videos: Record<string, string> = {};
  for (const side of SIDES) {
    const id = await uploadVideo(session, project, file);
    const video = await waitForVideo(
      session,
      id,
      (v) => v.transcription_status === 'done' || v.transcription_status === 'failed',
      1000,
    );
    await session.call('POST', `/api/user/videos/${id}/save-transcription`, {
      words: wordsOver(side.words),
      base_version: (video as { edit_version?: number }).edit_version ?? 1,
    });
    videos[side.name] = id;
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const origin = new URL(server.baseUrl);
  await context.addCookies(
    [...(session as unknown as { jar: Map<string, string> }).jar].map(([name, value]) => ({
      name,
      value,
      domain: origin.hostname,
      path: '/',
    })),
  );
  await context.addInitScript(WATCH_FIRST_WORD);
  const samples: Record<string, { paint: number[]; click: number[] }> = {};
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? SIDES : [...SIDES].reverse();
    for (const side of order) {
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/video/${videos[side.name]}`);
      const paint = Number(
        await (
          await page.waitForFunction(() => (globalThis as unknown as PageGlobals).__firstWords, null, {
            timeout: 120_000,
          })
        ).jsonValue(),
      );
      const click = await page.evaluate(clickAWord);
      const own = samples[side.name] ?? { paint: [], click: [] };
      samples[side.name] = own;
      own.paint.push(paint);
      own.click.push(click);
      await page.close();
    }
  }
  for (const side of SIDES) {
    const own = samples[side.name];
    if (!own) continue;
    console.log(
      `${side.name}: transcript on screen ${formatSpread(spread(own.paint), 0, ' ms')}, a click to a selected word ${formatSpread(spread(own.click), 0, ' ms')}`,
    );
  }
  const big = samples[SIDES[0]?.name ?? '']?.paint ?? [];
  const small = samples[SIDES[1]?.name ?? '']?.paint ?? [];
  console.log(
    `ratio 30,000 ÷ 300 words on first paint: ${formatSpread(spread(big.map((value, i) => value / (small[i] ?? Number.NaN))), 2)}; target ≤ 1,000 ms: ${spread(big).median <= 1000 ? 'met' : 'not met'}`,
  );
} finally {
  await browser.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
