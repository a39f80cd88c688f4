// Renders of what phones really record and what users really save, through the API with the real
// worker and ffmpeg: HDR video comes out SDR BT.709 like its tone-mapped reference (and so does the
// editor's preview copy), variable-frame-rate video keeps its picture on its sound, and the
// longest cut list the API accepts renders.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CUTS_MAX } from '@captionist/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWorkers } from '../src/jobs/register-workers';
import { signedInUser } from './support/accounts';
import { hdrClip, VFR_EVENTS, vfrClip } from './support/camera-fixtures';
import { editedVideo, renderToFile } from './support/rendered-files';
import { startTestServer, type TestServer } from './support/test-runtime';
import { until } from './support/wait-until';

let server: TestServer;
let workDir: string;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'captionist-camera-test-'));
  server = await startTestServer();
  await registerWorkers(server.runtime);
});

afterAll(async () => {
  await server?.close();
  rmSync(workDir, { recursive: true, force: true });
});

const probeStream = (file: string, stream: 'v:0' | 'a:0', entries: string) =>
  JSON.parse(
    execFileSync('ffprobe', [
      ...['-v', 'error', '-select_streams', stream, '-show_entries', entries, '-of', 'json', file],
    ]).toString(),
  ).streams[0];

describe('rendering camera video', () => {
  // The reference: the source frame turned upright and tone-mapped to SDR BT.709 by hand.
  const reference =
    'zscale=t=linear:npl=100,format=gbrpf32le,zscale=p=bt709,tonemap=tonemap=hable:desat=0,' +
    'zscale=t=bt709:m=bt709:r=tv,format=yuv420p';

  /** Mean luma and saturation of the top 40 % (above the captions) of the frame at 1 s. */
  function colourAt(file: string, filter?: string) {
    const out = execFileSync('ffmpeg', [
      ...['-v', 'error', '-ss', '1', '-i', file, '-frames:v', '1', '-vf'],
      `${filter ? `${filter},` : ''}crop=iw:ih*0.4:0:0,signalstats,metadata=print:file=-`,
      ...['-f', 'null', '-'],
    ]).toString();
    const stat = (key: string) => Number(new RegExp(`${key}=([\\d.]+)`).exec(out)?.[1]);
    return { luma: stat('YAVG'), saturation: stat('SATAVG') };
  }

  it.each([
    ['HLG', 'arib-std-b67'],
    ['PQ (HDR10)', 'smpte2084'],
  ] as const)(
    'tone-maps a rotated %s iPhone clip to SDR BT.709, in the render and the preview copy alike',
    async (_, transfer) => {
      const { browser } = await signedInUser(server);
      const source = hdrClip(workDir, transfer);
      const vid = await editedVideo(server, browser, source, {});
      const output = await renderToFile(server, browser, vid, workDir);

      const stream = probeStream(output, 'v:0', 'stream=width,height,color_transfer,color_primaries');
      expect(stream).toMatchObject({
        width: 240,
        height: 320,
        color_transfer: 'bt709',
        color_primaries: 'bt709',
      });
      const expected = colourAt(source, reference);
      const rendered = colourAt(output);
      expect(Math.abs(rendered.luma - expected.luma)).toBeLessThan(4);
      expect(Math.abs(rendered.saturation - expected.saturation)).toBeLessThan(4);

      const detail = await until(
        'the preview copy',
        async () => (await browser.get(`/api/user/videos/${vid}`)).json().data,
        (video) => video.proxy_url !== null,
      );
      const target = new URL(detail.proxy_url);
      const proxy = path.join(workDir, `${vid}-proxy.mp4`);
      const answer = await server.app.inject({ method: 'GET', url: `${target.pathname}${target.search}` });
      writeFileSync(proxy, answer.rawPayload);
      expect(probeStream(proxy, 'v:0', 'stream=color_transfer').color_transfer).toBe('bt709');
      const previewed = colourAt(proxy);
      expect(Math.abs(previewed.luma - expected.luma)).toBeLessThan(4);
      expect(Math.abs(previewed.saturation - expected.saturation)).toBeLessThan(4);
    },
  );

  /** When the picture turns white (after being dark), in seconds: the frames' own times. */
  function flashTimes(file: string): number[] {
    const out = execFileSync('ffmpeg', [
      ...['-v', 'error', '-i', file, '-an', '-vf'],
      'crop=iw:ih/4:0:0,signalstats,metadata=print:key=lavfi.signalstats.YAVG:file=-',
      ...['-f', 'null', '-'],
    ]).toString();
    const times: number[] = [];
    let at = 0;
    let lit = false;
    for (const line of out.split('\n')) {
      const time = /pts_time:([\d.]+)/.exec(line);
      if (time) at = Number(time[1]);
      const luma = /YAVG=([\d.]+)/.exec(line);
      if (!luma) continue;
      const bright = Number(luma[1]) > 128;
      if (bright && !lit) times.push(at);
      lit = bright;
    }
    return times;
  }

  /** When the sound starts after 50 ms of quiet, in seconds, to the sample. */
  function beepTimes(file: string): number[] {
    const rate = 48_000;
    const pcm = execFileSync('ffmpeg', [
      ...['-v', 'error', '-i', file, '-vn', '-ac', '1', '-ar', String(rate), '-f', 's16le', '-'],
    ]);
    const samples = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.length / 2));
    const times: number[] = [];
    let quiet = 0;
    for (let i = 0; i < samples.length; i++) {
      if (Math.abs(samples[i] ?? 0) < 1000) quiet++;
      else {
        if (quiet > rate * 0.05) times.push(i / rate);
        quiet = 0;
      }
    }
    return times;
  }

  /** Each flash against its beep, and both against where they belong. */
  function expectInSync(file: string, expected: number[]) {
    const flashes = flashTimes(file);
    const beeps = beepTimes(file);
    expect(flashes).toHaveLength(expected.length);
    expect(beeps).toHaveLength(expected.length);
    expected.forEach((at, i) => {
      // Half a frame at 60 fps: the source's own picture and sound are exactly together.
      expect(Math.abs((beeps[i] ?? 0) - (flashes[i] ?? 0))).toBeLessThan(0.009);
      expect(Math.abs((flashes[i] ?? 0) - at)).toBeLessThan(0.02);
    });
  }

  it('keeps a rotated Android variable-frame-rate clip in sync, with and without cuts, at its own rate or a chosen one', async () => {
    const { browser } = await signedInUser(server);
    const source = vfrClip(workDir);
    expectInSync(source, VFR_EVENTS);

    const plain = await renderToFile(
      server,
      browser,
      await editedVideo(server, browser, source, {}),
      workDir,
    );
    expect(probeStream(plain, 'v:0', 'stream=width,height')).toMatchObject({ width: 240, height: 320 });
    expectInSync(plain, VFR_EVENTS);

    // 200 ms cut out of a 30 fps stretch and 100 ms out of the 60 fps one: the later events move up.
    const cuts = [
      { start_ms: 200, end_ms: 400, reason: 'manual' },
      { start_ms: 1200, end_ms: 1300, reason: 'manual' },
    ];
    const cut = await renderToFile(
      server,
      browser,
      await editedVideo(server, browser, source, { cuts }),
      workDir,
    );
    expectInSync(cut, [0.3, 1.2, 2.2]);

    const at30 = await renderToFile(
      server,
      browser,
      await editedVideo(server, browser, source, { output: { fps: '30' } }),
      workDir,
    );
    expect(probeStream(at30, 'v:0', 'stream=r_frame_rate,avg_frame_rate')).toEqual({
      r_frame_rate: '30/1',
      avg_frame_rate: '30/1',
    });
  });

  it('renders the most cuts a video may have, picture and sound the kept length and in step', async () => {
    const { browser } = await signedInUser(server);
    const source = path.join(workDir, 'long-cut-list.mp4');
    execFileSync('ffmpeg', [
      ...['-y', '-v', 'error', '-f', 'lavfi', '-i', 'testsrc=s=160x120:r=25', '-f', 'lavfi', '-i', 'sine'],
      ...['-t', '5', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', source],
    ]);
    // 1 ms out of every 2 ms over the first 4 s: 3 s kept, in 2,001 ranges.
    const cuts = Array.from({ length: CUTS_MAX }, (_, i) => ({
      start_ms: 2 * i + 1,
      end_ms: 2 * i + 2,
      reason: 'silence',
    }));
    const output = await renderToFile(
      server,
      browser,
      await editedVideo(server, browser, source, { cuts }),
      workDir,
    );
    const sound = Number(probeStream(output, 'a:0', 'stream=duration').duration);
    const picture = Number(probeStream(output, 'v:0', 'stream=duration').duration);
    expect(Math.abs(sound - 3)).toBeLessThan(0.02);
    // The picture's length ends at its last frame's start, one 40 ms frame before the sound's end.
    expect(Math.abs(picture + 0.04 - sound)).toBeLessThan(0.02);
  });
});
