import { captionStyleSchema } from '@captionist/captions';
import { describe, expect, it } from 'vitest';
import { PLATFORMS, zoneWarnings } from './platform-zones';

const portrait = { width: 1080, height: 1920 };
const style = (position: number) => captionStyleSchema.parse({ font: 'montserrat', position });

describe('zoneWarnings', () => {
  it('names every platform whose bottom text a caption at the default position sits under', () => {
    expect(zoneWarnings(style(80), portrait, false)).toEqual([
      { what: 'captions', platform: 'TikTok', zone: 'caption and username' },
      { what: 'captions', platform: 'Instagram Reels', zone: 'caption and username' },
      { what: 'captions', platform: 'YouTube Shorts', zone: 'title and channel' },
    ]);
  });

  it('is quiet for captions in the middle of the frame, and warns near the top too', () => {
    expect(zoneWarnings(style(60), portrait, false)).toEqual([]);
    expect(zoneWarnings(style(5), portrait, false).map((warning) => warning.platform)).toEqual([
      'TikTok',
      'Instagram Reels',
      'YouTube Shorts',
    ]);
  });

  it('takes the captions as large as auto size made them', () => {
    expect(zoneWarnings(style(70), portrait, false)).toEqual([]);
    // 200 px high at 70 %: its lower edge reaches past 75 %, where the Shorts title begins.
    expect(zoneWarnings(style(70), portrait, false, 200)).toEqual([
      { what: 'captions', platform: 'YouTube Shorts', zone: 'title and channel' },
    ]);
  });

  it('checks the hook against the top bars: Instagram’s is the deepest', () => {
    expect(zoneWarnings(style(60), portrait, true)).toEqual([
      { what: 'hook', platform: 'Instagram Reels', zone: 'top bar' },
    ]);
  });

  it('says nothing for landscape video, which these apps do not show full screen', () => {
    expect(zoneWarnings(style(95), { width: 1920, height: 1080 }, true)).toEqual([]);
  });

  it('keeps every zone inside the frame', () => {
    for (const zone of PLATFORMS.flatMap((platform) => platform.zones)) {
      expect(zone.left).toBeGreaterThanOrEqual(0);
      expect(zone.right).toBeLessThanOrEqual(1);
      expect(zone.top).toBeLessThan(zone.bottom);
    }
  });
});
