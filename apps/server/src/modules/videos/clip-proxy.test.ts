import { describe, expect, it } from 'vitest';
import { CLIP_PROXY_MARGIN_MS, clipProxySpan } from './clip-proxy';
import { HEAD_STEP_MS } from './preview-copy';

describe('the part of a recording a clip’s own preview copy holds', () => {
  it('is the clip’s ranges with a margin either side, starting on the head’s step', () => {
    const span = clipProxySpan([{ startMs: 65_000, endMs: 90_500 }], 3_600_000);
    expect(span).toEqual({ startMs: 30_000, endMs: 120_500 });
    expect(span.startMs % HEAD_STEP_MS).toBe(0);
    expect(65_000 - span.startMs).toBeGreaterThanOrEqual(CLIP_PROXY_MARGIN_MS);
  });

  it('covers every range of a clip of several, in any order', () => {
    expect(
      clipProxySpan(
        [
          { startMs: 200_000, endMs: 210_000 },
          { startMs: 100_000, endMs: 120_000 },
        ],
        3_600_000,
      ),
    ).toEqual({ startMs: 70_000, endMs: 240_000 });
  });

  it('stays inside the recording', () => {
    expect(clipProxySpan([{ startMs: 5_000, endMs: 59_000 }], 60_000)).toEqual({ startMs: 0, endMs: 60_000 });
  });
});
