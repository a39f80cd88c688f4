import { describe, expect, it } from 'vitest';
import { loudestWithSound, trackLevel } from './audio-tracks';

describe('trackLevel', () => {
  it("reads volumedetect's mean and peak, digital silence included", () => {
    const log = [
      '[Parsed_volumedetect_0 @ 0x55e7d07f35c0] n_samples: 96000',
      '[Parsed_volumedetect_0 @ 0x55e7d07f35c0] mean_volume: -21.1 dB',
      '[Parsed_volumedetect_0 @ 0x55e7d07f35c0] max_volume: -inf dB',
    ].join('\n');
    expect(trackLevel(log)).toEqual({ meanDb: -21.1, peakDb: Number.NEGATIVE_INFINITY });
    expect(trackLevel('Output #0, null, to pipe:')).toBeNull();
  });
});

describe('loudestWithSound', () => {
  it('picks the loudest track that has sound', () => {
    const silent = { meanDb: -91, peakDb: -91 };
    expect(loudestWithSound([silent, { meanDb: -21, peakDb: -16 }])).toBe(1);
    expect(loudestWithSound([{ meanDb: -30, peakDb: -10 }, null, { meanDb: -25, peakDb: -12 }])).toBe(2);
  });

  it('keeps the first track when none has sound', () => {
    expect(
      loudestWithSound([
        { meanDb: -91, peakDb: -91 },
        { meanDb: -80, peakDb: -70 },
      ]),
    ).toBe(0);
    expect(loudestWithSound([null, null])).toBe(0);
  });
});
