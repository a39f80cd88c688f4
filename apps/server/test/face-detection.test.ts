// Face detection on real video made with ffmpeg (support/face-video.ts): one face followed along
// its known path (all of it, or ranges of it), nothing found where there is none, phone video turned upright, clear failures
// for files without a picture, and abort. Needs no database.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  detectFaces,
  detectorProcessId,
  detectorTensors,
  type FaceSample,
} from '../src/modules/reframe/face-detection';
import { ToolError } from '../src/platform/media/run-tool';
import { FACE_VIDEO, type FaceVideo, makeFaceVideo } from './support/face-video';
import { until } from './support/wait-until';

const { durationMs } = FACE_VIDEO;
/** How far (fraction of the frame) a detected centre may be from the known one: 38 px of 1280. */
const TOLERANCE = 0.03;

let dir: string;
let clip: FaceVideo;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'captionist-faces-'));
  clip = makeFaceVideo(dir);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-y', '-v', 'error', ...args]);

/** The samples that do not hold exactly one face near the known centre, with what they hold. */
function misplaced(samples: FaceSample[]) {
  return samples
    .map(({ t, faces }) => {
      const expected = clip.faceCentreAt(t);
      const found = faces.map((face) => ({ x: face.x + face.w / 2, y: face.y + face.h / 2 }));
      return { t, expected, found };
    })
    .filter(
      ({ expected, found }) =>
        found.length !== 1 ||
        found.some(
          (centre) =>
            Math.abs(centre.x - expected.x) > TOLERANCE || Math.abs(centre.y - expected.y) > TOLERANCE,
        ),
    );
}

describe('detectFaces', () => {
  it('follows the one face along its known path, one sample every 500 ms', async () => {
    const samples = await detectFaces(clip.file, { durationMs });

    expect(samples.map((sample) => sample.t)).toEqual(Array.from({ length: 12 }, (_, i) => i * 500));
    expect(misplaced(samples)).toEqual([]);
    for (const { faces } of samples) {
      const [face] = faces;
      expect(face?.score).toBeGreaterThan(0.5);
      // The face is about 190 px wide in the 1280 px frame; the detector's box is a little larger.
      expect(face?.w).toBeGreaterThan(0.12);
      expect(face?.w).toBeLessThan(0.25);
    }
  });

  it('samples at the interval asked for, each at the frame on screen at its time', async () => {
    const samples = await detectFaces(clip.file, { durationMs, intervalMs: 1_300 });

    expect(samples.map((sample) => sample.t)).toEqual([0, 1_300, 2_600, 3_900, 5_200]);
    expect(misplaced(samples)).toEqual([]);
  });

  it('stops at the given duration', async () => {
    const samples = await detectFaces(clip.file, { durationMs: 2_000 });

    expect(samples.map((sample) => sample.t)).toEqual([0, 500, 1_000, 1_500]);
  });

  it('searches only the ranges asked for, each sample at the frame on screen at its own time', async () => {
    const searched: number[] = [];
    const samples = await detectFaces(clip.file, {
      durationMs,
      ranges: [
        { start: 1_000, end: 2_000 },
        { start: 3_500, end: 5_000 },
      ],
      onSample: (ms) => searched.push(ms),
    });

    expect(samples.map((sample) => sample.t)).toEqual([1_000, 1_500, 3_500, 4_000, 4_500]);
    // The face moves all along: a sample taken at the range's keyframe instead would be off.
    expect(misplaced(samples)).toEqual([]);
    expect(searched).toEqual([500, 1_000, 1_500, 2_000, 2_500]);
  });

  it('finds no face where the moving picture holds none', async () => {
    const faceless = makeFaceVideo(dir, { name: 'faceless.mp4', face: false });

    const samples = await detectFaces(faceless.file, { durationMs });

    expect(samples).toHaveLength(12);
    expect(samples.filter((sample) => sample.faces.length > 0)).toEqual([]);
  });

  it('reports faces in the upright picture of a video stored sideways (phone rotation)', async () => {
    // Stored turned a quarter clockwise, with the display matrix that turns it back.
    const sideways = path.join(dir, 'sideways.mp4');
    ffmpeg(['-i', clip.file, '-vf', 'transpose=clock', '-c:v', 'libx264', '-preset', 'veryfast', sideways]);
    const rotated = path.join(dir, 'rotated.mp4');
    ffmpeg(['-i', sideways, '-c', 'copy', '-metadata:s:v:0', 'rotate=90', rotated]);

    const samples = await detectFaces(rotated, { durationMs });

    expect(samples).toHaveLength(12);
    expect(misplaced(samples)).toEqual([]);
  });

  it('keeps no tensors from one video to the next', async () => {
    // Counted in the detector process, where the tensors live.
    await detectFaces(clip.file, { durationMs: 1_000 });
    const before = detectorTensors();
    expect(before).toBeGreaterThan(0);

    const samples = await detectFaces(clip.file, { durationMs, intervalMs: 200 });

    expect(samples).toHaveLength(30);
    expect(detectorTensors()).toBe(before);
  });

  it('fails with ffmpeg’s reason for a file without a picture or one it cannot read', async () => {
    const sound = path.join(dir, 'sound.m4a');
    ffmpeg(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-c:a', 'aac', sound]);
    const text = path.join(dir, 'notes.mp4');
    writeFileSync(text, 'These are meeting notes, not a video.\n'.repeat(100));

    const noPicture = detectFaces(sound, { durationMs: 1_000 });
    await expect(noPicture).rejects.toBeInstanceOf(ToolError);
    await expect(noPicture).rejects.toThrow(/matches no streams/);
    const unreadable = detectFaces(text, { durationMs: 1_000 });
    await expect(unreadable).rejects.toBeInstanceOf(ToolError);
    await expect(unreadable).rejects.toThrow(/Invalid data/);
  });

  it('starts a new detector process for the next search when the last one died', async () => {
    await detectFaces(clip.file, { durationMs: 1_000 });
    const dead = detectorProcessId();
    expect(dead).toBeGreaterThan(0);
    process.kill(dead ?? 0, 'SIGKILL');
    await until(
      'the detector’s death to be seen',
      async () => detectorProcessId(),
      (pid) => pid === undefined,
    );

    await expect(detectFaces(clip.file, { durationMs: 1_000 })).resolves.toHaveLength(2);
    expect(detectorProcessId()).not.toBe(dead);
  });

  it('stops when aborted, before or while it runs, and the next detection still runs', async () => {
    const early = AbortSignal.abort(new Error('not wanted'));
    await expect(detectFaces(clip.file, { durationMs, signal: early })).rejects.toThrow('not wanted');

    // Every frame (150 of them) takes seconds; the abort comes long before the end.
    const controller = new AbortController();
    const running = detectFaces(clip.file, { durationMs, intervalMs: 40, signal: controller.signal });
    setTimeout(() => controller.abort(new Error('cancelled')), 300);
    const startedAt = Date.now();
    await expect(running).rejects.toThrow('cancelled');
    expect(Date.now() - startedAt).toBeLessThan(2_000);

    await expect(detectFaces(clip.file, { durationMs: 1_000 })).resolves.toHaveLength(2);
  });
});
