import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loudnessPerSecond } from './sound-energy';

const dir = mkdtempSync(path.join(os.tmpdir(), 'captionist-energy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loudnessPerSecond', () => {
  it('reads each second of the sound: a tone 20 dB louder for seconds 2–4 reads 20 dB louder', async () => {
    const file = path.join(dir, 'tone.wav');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=16000:duration=6'],
      ...['-af', "volume='if(between(t,2,3.999),1,0.1)':eval=frame", '-y', file],
    ]);
    const seconds = await loudnessPerSecond(file, AbortSignal.timeout(30_000), '0:a:0');
    expect(seconds).toHaveLength(6);
    const [s0 = 0, , s2 = 0, s3 = 0, , s5 = 0] = seconds;
    expect(s2 - s0).toBeCloseTo(20, 0);
    expect(s3 - s5).toBeCloseTo(20, 0);
    // ffmpeg's sine has an amplitude of 1/8: -18 dB, and a sine's power is 3 dB below its peak.
    expect(s2).toBeCloseTo(-21.1, 0);
  });
});
