import { describe, expect, it } from 'vitest';
import { captionGuides } from './guide-geometry';

describe('captionGuides', () => {
  it('draws the safe width as the middle 90 % of the picture, not of the player', () => {
    // A portrait picture letterboxed in a wide player (see picture-box.test.ts).
    const guides = captionGuides({ left: 164, top: 0, width: 329, height: 585 }, 80);
    expect(guides.safeArea).toEqual({ left: 180, top: 0, width: 297, height: 585 });
    expect(guides.positionLine).toEqual({ left: 180, top: 468, width: 297 });
  });

  it('puts the caption centre line at the position’s share of the picture height, below its top', () => {
    const guides = captionGuides({ left: 10, top: 208, width: 400, height: 225 }, 50);
    expect(guides.safeArea).toEqual({ left: 30, top: 208, width: 360, height: 225 });
    expect(guides.positionLine.top).toBe(321);
  });

  it('keeps the line inside the picture for positions at and past the ends', () => {
    const picture = { left: 0, top: 100, width: 200, height: 400 };
    expect(captionGuides(picture, 0).positionLine.top).toBe(100);
    expect(captionGuides(picture, 100).positionLine.top).toBe(500);
    expect(captionGuides(picture, 140).positionLine.top).toBe(500);
    expect(captionGuides(picture, -5).positionLine.top).toBe(100);
  });

  it('has no size while the picture has none', () => {
    const guides = captionGuides({ left: 5, top: 6, width: 0, height: 0 }, 80);
    expect(guides.safeArea).toEqual({ left: 5, top: 6, width: 0, height: 0 });
    expect(guides.positionLine).toEqual({ left: 5, top: 6, width: 0 });
  });
});
