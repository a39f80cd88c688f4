import { describe, expect, it } from 'vitest';
import { ToolError } from '../../platform/media/run-tool';
import { ppmFrames, type RgbFrame } from './face-detection';

/** A PPM picture as ffmpeg writes it, every byte set to `value`. */
const ppm = (width: number, height: number, value: number) =>
  Buffer.concat([Buffer.from(`P6\n${width} ${height}\n255\n`), Buffer.alloc(width * height * 3, value)]);

async function* chunked(data: Buffer, size: number) {
  for (let at = 0; at < data.length; at += size) yield data.subarray(at, at + size);
}

/** Each frame's size and the distinct byte values it holds. */
async function collect(frames: AsyncIterable<RgbFrame>) {
  const list: { width: number; height: number; bytes: number[] }[] = [];
  for await (const { width, height, rgb } of frames) list.push({ width, height, bytes: [...new Set(rgb)] });
  return list;
}

describe('ppmFrames', () => {
  const stream = Buffer.concat([ppm(4, 2, 1), ppm(3, 5, 2), ppm(4, 2, 3)]);
  const expected = [
    { width: 4, height: 2, bytes: [1] },
    { width: 3, height: 5, bytes: [2] },
    { width: 4, height: 2, bytes: [3] },
  ];

  it('cuts frames wherever the pipe splits them, headers included', async () => {
    for (const size of [1, 7, 16, 40, stream.length]) {
      expect(await collect(ppmFrames(chunked(stream, size)))).toEqual(expected);
    }
  });

  it('refuses a stream that ends inside a frame or is not PPM', async () => {
    await expect(collect(ppmFrames(chunked(stream.subarray(0, -5), 10)))).rejects.toBeInstanceOf(ToolError);
    await expect(collect(ppmFrames(chunked(Buffer.alloc(64, 'x'), 10)))).rejects.toThrow(/PPM/);
  });
});
