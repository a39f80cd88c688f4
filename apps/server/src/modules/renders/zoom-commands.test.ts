import { ZOOM_IN_MS, ZOOM_OUT_MS, zoomAt } from '@captionist/captions';
import { describe, expect, it } from 'vitest';
import { zoomCommands } from './zoom-commands';

const parse = (script: string) =>
  script
    .trim()
    .split('\n')
    .map((line) => {
      const match = /^([\d.]+) crop@zoom w (\d+), crop@zoom h (\d+), scale@zoom w 1080;$/.exec(line);
      if (!match) throw new Error(`Unexpected command: ${line}`);
      return { at: Number(match[1]) * 1000, w: Number(match[2]), h: Number(match[3]) };
    });

describe('zoomCommands', () => {
  const zoom = { start: 1000, end: 3000, scale: 1.15 };
  const commands = parse(zoomCommands([zoom], 1080, 1920) ?? '');

  it('resizes the crop only while the zoom eases in and out, on the 60 Hz grid a millisecond early', () => {
    const inEase = commands.filter((c) => c.at < 2000);
    const outEase = commands.filter((c) => c.at >= 2000);
    for (const c of inEase) expect(c.at).toBeGreaterThanOrEqual(zoom.start - 1);
    for (const c of inEase) expect(c.at).toBeLessThanOrEqual(zoom.start + ZOOM_IN_MS);
    for (const c of outEase) expect(c.at).toBeGreaterThanOrEqual(zoom.end - ZOOM_OUT_MS - 1);
    for (const c of outEase) expect(c.at).toBeLessThanOrEqual(zoom.end + 1000 / 60);
    for (const c of commands)
      expect(((c.at + 1) * 60) / 1000).toBeCloseTo(Math.round(((c.at + 1) * 60) / 1000), 3);
    expect(inEase.length).toBeGreaterThanOrEqual(10);
    expect(outEase.length).toBeGreaterThanOrEqual(7);
  });

  it('crops the frame to one over the curve, in even sizes, and back to the whole frame at the end', () => {
    for (const c of commands) {
      const scale = zoomAt(c.at + 1, [zoom]);
      expect(c.w % 2).toBe(0);
      expect(c.h % 2).toBe(0);
      expect(Math.abs(c.w - 1080 / scale)).toBeLessThanOrEqual(1);
      expect(Math.abs(c.h - 1920 / scale)).toBeLessThanOrEqual(1);
    }
    expect(commands.filter((c) => c.at < 2000).at(-1)).toMatchObject({ w: 940, h: 1670 });
    expect(commands.at(-1)).toMatchObject({ w: 1080, h: 1920 });
  });

  it('sends nothing where the size does not change, and nothing without zooms', () => {
    const sizes = commands.map((c) => `${c.w}x${c.h}`);
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]).not.toBe(sizes[i - 1]);
    expect(zoomCommands([], 1080, 1920)).toBeNull();
    // Too slight to change a pixel of a small frame: no script (ffmpeg refuses an empty one).
    expect(zoomCommands([{ start: 0, end: 1000, scale: 1.01 }], 40, 40)).toBeNull();
  });
});
