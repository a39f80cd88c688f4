import { describe, expect, it } from 'vitest';
import { blockLayout, dragSpan, MIN_BROLL_MS, nudgeSpan, pixelsToMs, placeSpan } from './timeline-geometry';

const span = { media_id: 'm1', start_ms: 1000, end_ms: 3000 };

describe('blockLayout', () => {
  it('places a block by percentages of the video’s length', () => {
    expect(blockLayout(span, 10_000)).toEqual({ left: 10, width: 20 });
  });
  it('clips a block that runs past the end, and draws nothing for an unknown length', () => {
    expect(blockLayout({ start_ms: 9000, end_ms: 12_000 }, 10_000)).toEqual({ left: 90, width: 10 });
    expect(blockLayout(span, 0)).toEqual({ left: 0, width: 0 });
  });
});

describe('pixelsToMs', () => {
  it('turns pointer travel into whole milliseconds of the video', () => {
    expect(pixelsToMs(50, 400, 10_000)).toBe(1250);
    expect(pixelsToMs(-3, 400, 10_000)).toBe(-75);
    expect(pixelsToMs(10, 0, 10_000)).toBe(0);
  });
});

describe('dragSpan', () => {
  it('moves a block keeping its length and the rest of the item', () => {
    expect(dragSpan(span, 'move', 500, 10_000)).toEqual({ media_id: 'm1', start_ms: 1500, end_ms: 3500 });
  });
  it('stops a moved block at both ends of the video', () => {
    expect(dragSpan(span, 'move', -5000, 10_000)).toMatchObject({ start_ms: 0, end_ms: 2000 });
    expect(dragSpan(span, 'move', 50_000, 10_000)).toMatchObject({ start_ms: 8000, end_ms: 10_000 });
  });
  it('resizes from either edge, never shorter than the minimum nor outside the video', () => {
    expect(dragSpan(span, 'start', -400, 10_000)).toMatchObject({ start_ms: 600, end_ms: 3000 });
    expect(dragSpan(span, 'start', 5000, 10_000)).toMatchObject({ start_ms: 3000 - MIN_BROLL_MS });
    expect(dragSpan(span, 'start', -5000, 10_000)).toMatchObject({ start_ms: 0 });
    expect(dragSpan(span, 'end', 800, 10_000)).toMatchObject({ start_ms: 1000, end_ms: 3800 });
    expect(dragSpan(span, 'end', -5000, 10_000)).toMatchObject({ end_ms: 1000 + MIN_BROLL_MS });
    expect(dragSpan(span, 'end', 50_000, 10_000)).toMatchObject({ end_ms: 10_000 });
  });
});

describe('nudgeSpan', () => {
  it('moves by 100 ms with the arrows and resizes the end with Shift', () => {
    expect(nudgeSpan(span, 'ArrowRight', false, 10_000)).toMatchObject({ start_ms: 1100, end_ms: 3100 });
    expect(nudgeSpan(span, 'ArrowLeft', false, 10_000)).toMatchObject({ start_ms: 900, end_ms: 2900 });
    expect(nudgeSpan(span, 'ArrowRight', true, 10_000)).toMatchObject({ start_ms: 1000, end_ms: 3100 });
    expect(nudgeSpan(span, 'ArrowLeft', true, 10_000)).toMatchObject({ start_ms: 1000, end_ms: 2900 });
  });
  it('ignores other keys', () => {
    expect(nudgeSpan(span, 'Enter', false, 10_000)).toBeNull();
  });
});

describe('placeSpan', () => {
  it('keeps a suggestion’s word range', () => {
    expect(placeSpan(1200, 2400, 10_000)).toEqual({ start_ms: 1200, end_ms: 2400 });
  });
  it('lengthens a too short range and keeps it inside the video', () => {
    expect(placeSpan(500, 520, 10_000)).toEqual({ start_ms: 500, end_ms: 500 + MIN_BROLL_MS });
    expect(placeSpan(9500, 11_500, 10_000)).toEqual({ start_ms: 8000, end_ms: 10_000 });
  });
});
