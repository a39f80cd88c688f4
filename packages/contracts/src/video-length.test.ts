import { describe, expect, it } from 'vitest';
import { checkDuration } from './plan-rules';
import { videoLengthMs } from './videos';

describe('the length §5 counts for a video', () => {
  it('is a clip’s ranges together, so a clip of a long recording fits a short plan', () => {
    const clip = {
      duration_ms: 3_600_000,
      ranges: [
        { start_ms: 60_000, end_ms: 90_000 },
        { start_ms: 120_000, end_ms: 125_000 },
      ],
    };
    expect(videoLengthMs(clip)).toBe(35_000);
    expect(checkDuration((videoLengthMs(clip) ?? 0) / 1000, { durationLimit: 300 }).ok).toBe(true);
  });

  it('is the recording’s length for a video over all of it, and unknown before the probe', () => {
    expect(videoLengthMs({ duration_ms: 3_600_000, ranges: null })).toBe(3_600_000);
    expect(videoLengthMs({ duration_ms: null, ranges: null })).toBeNull();
  });
});
