import { ZOOM_IN_MS, ZOOM_OUT_MS, zoomAt } from '@captionist/captions';
import { describe, expect, it } from 'vitest';
import { zoomCommands } from './zoom-commands';

const parse = (script: string) =>
  script
    .trim()
    .split('\n')
    .map((line) => {
      const match =
        /^([\d.]+) crop@zoom w (\d+), crop@zoom h (\d+), crop@zoom x (\d+), crop@zoom y (\d+), scale@zoom w 1080;$/.exec(
          line,
        );
      if (!match) throw new Error(`Unexpected command: ${line}`);
      const [w, h, x, y] = match.slice(2).map(Number);
      return { at: Number(match[1]) * 1000, w: w ?? 0, h: h ?? 0, x: x ?? 0, y: y ?? 0 };
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

  it('keeps the crop on the frame’s centre without a pivot', () => {
    for (const c of commands) {
      expect(Math.abs(c.x - (1080 - c.w) / 2)).toBeLessThanOrEqual(1);
      expect(Math.abs(c.y - (1920 - c.h) / 2)).toBeLessThanOrEqual(1);
    }
  });

  it('keeps a pivot where it is in the frame: the crop takes the same share on each side of it', () => {
    const pivot = { x: 0.25, y: 0.7 };
    const pivoted = parse(zoomCommands([{ ...zoom, pivot }], 1080, 1920) ?? '');
    expect(pivoted.map(({ w, h }) => ({ w, h }))).toEqual(commands.map(({ w, h }) => ({ w, h })));
    for (const c of pivoted) {
      // The pivot's pixel (270, 1344) is at the same fraction of the crop as of the frame.
      expect(Math.abs((270 - c.x) / c.w - pivot.x)).toBeLessThanOrEqual(2 / c.w);
      expect(Math.abs((1344 - c.y) / c.h - pivot.y)).toBeLessThanOrEqual(2 / c.h);
      expect((c.x % 2) + (c.y % 2)).toBe(0);
    }
    expect(pivoted.at(-1)).toMatchObject({ w: 1080, h: 1920, x: 0, y: 0 });
  });

  it('sends nothing where the size does not change, and nothing without zooms', () => {
    const sizes = commands.map((c) => `${c.w}x${c.h}`);
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]).not.toBe(sizes[i - 1]);
    expect(zoomCommands([], 1080, 1920)).toBeNull();
    // Too slight to change a pixel of a small frame: no script (ffmpeg refuses an empty one).
    expect(zoomCommands([{ start: 0, end: 1000, scale: 1.01 }], 40, 40)).toBeNull();
  });
});
