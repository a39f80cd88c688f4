import { describe, expect, it } from 'vitest';
import { ffmpegProgressReader } from './ffmpeg-progress';

const block = (outTimeUs: number, speed: string, progress = 'continue') =>
  `frame=10\nfps=30.0\nout_time_us=${outTimeUs}\nout_time=00:00:01.000000\nspeed=${speed}\nprogress=${progress}\n`;

describe('ffmpeg progress', () => {
  it('turns each block into a percentage of the source and the seconds left at the current speed', () => {
    const reader = ffmpegProgressReader(10_000);
    expect(reader.push(block(2_500_000, '2.5x'))).toEqual([{ percent: 25, etaSeconds: 3, ended: false }]);
  });

  it('keeps a block that arrives in pieces until it is complete', () => {
    const reader = ffmpegProgressReader(10_000);
    const text = block(5_000_000, '1x');
    expect(reader.push(text.slice(0, 25))).toEqual([]);
    expect(reader.push(text.slice(25))).toEqual([{ percent: 50, etaSeconds: 5, ended: false }]);
  });

  it('has no estimate before ffmpeg knows its speed, and never claims 100 before the end', () => {
    const reader = ffmpegProgressReader(10_000);
    expect(reader.push(block(0, 'N/A'))).toEqual([{ percent: 0, etaSeconds: null, ended: false }]);
    expect(reader.push(block(12_000_000, '3x'))[0]?.percent).toBe(99);
    expect(reader.push(block(10_000_000, '3x', 'end'))).toEqual([
      { percent: 100, etaSeconds: 0, ended: true },
    ]);
  });
});
