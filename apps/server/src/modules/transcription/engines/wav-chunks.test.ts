import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locateWavData, quietestFrame, splitWav, wavHeader } from './wav-chunks';

describe('wav headers', () => {
  it('finds the samples after other chunks', () => {
    const header = wavHeader(1000);
    expect(locateWavData(header)).toEqual({ dataOffset: 44, dataBytes: 1000 });
    const list = Buffer.concat([Buffer.from('LIST'), Buffer.from([4, 0, 0, 0]), Buffer.from('INFO')]);
    const withList = Buffer.concat([header.subarray(0, 36), list, header.subarray(36)]);
    expect(locateWavData(withList)).toEqual({ dataOffset: 56, dataBytes: 1000 });
    expect(() => locateWavData(Buffer.from('not a wav file at all, really'))).toThrow('not a RIFF/WAVE file');
  });
});

describe('quietestFrame', () => {
  it('finds the frame with the least energy', () => {
    const samples = Int16Array.from([900, -900, 5, -3, 800, 700, 600, -600]);
    expect(quietestFrame(samples, 2)).toBe(1);
  });
});

describe('splitWav', () => {
  // 5 s of tone with a silent stretch at 3.5–3.7 s.
  async function toneWithPause(dir: string) {
    const samples = new Int16Array(5 * 16_000).map((_, i) => (i >= 56_000 && i < 59_200 ? 0 : 3000));
    const wav = path.join(dir, 'in.wav');
    await writeFile(wav, Buffer.concat([wavHeader(samples.byteLength), Buffer.from(samples.buffer)]));
    return wav;
  }

  it('cuts at silence near the limit, and the pieces add up to the whole', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'captionist-split-'));
    try {
      const wav = await toneWithPause(dir);
      const chunks = await splitWav(wav, dir, { maxMs: 4000 });
      expect(chunks.map((c) => c.offsetMs)).toEqual([0, chunks[0]?.durationMs]);
      expect(chunks[0]?.durationMs).toBeGreaterThanOrEqual(3500);
      expect(chunks[0]?.durationMs).toBeLessThanOrEqual(3700);
      expect((chunks[0]?.durationMs ?? 0) + (chunks[1]?.durationMs ?? 0)).toBe(5000);
      expect(await splitWav(wav, dir, { maxMs: 10_000 })).toEqual([
        { path: wav, offsetMs: 0, durationMs: 5000 },
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('with an overlap, shares that much sound with each neighbour and names each seam', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'captionist-split-'));
    try {
      const chunks = await splitWav(await toneWithPause(dir), dir, { maxMs: 4000, overlapMs: 250 });
      const seam = chunks[1]?.keepFromMs ?? 0;
      expect(seam).toBeGreaterThanOrEqual(3500);
      expect(seam).toBeLessThanOrEqual(3700);
      expect(
        chunks.map(({ offsetMs, durationMs, keepFromMs }) => ({ offsetMs, durationMs, keepFromMs })),
      ).toEqual([
        { offsetMs: 0, durationMs: seam + 250, keepFromMs: 0 },
        { offsetMs: seam - 250, durationMs: 5000 - seam + 250, keepFromMs: seam },
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
