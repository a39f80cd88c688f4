import { describe, expect, it } from 'vitest';
import { type PictureView, pictureViewStyle, type Size, splitPictureDraws } from './picture-view-style';

/** Where the style puts the view's clip in the box: the clip's corners moved by the transform. */
function shownAt(view: PictureView, box: Size, picture: Size) {
  const style = pictureViewStyle(view, box, picture);
  if (!style) return null;
  const [top = 0, right = 0, bottom = 0, left = 0] = [...style.clipPath.matchAll(/(-?[\d.]+)px/g)].map((m) =>
    Number(m[1]),
  );
  const [x = 0, y = 0, scale = 1] = [...style.transform.matchAll(/(-?[\d.]+)(?:px)?/g)].map((m) =>
    Number(m[1]),
  );
  const at = (px: number, offset: number) => offset + px * scale;
  return {
    left: at(left, x),
    top: at(top, y),
    right: at(box.width - right, x),
    bottom: at(box.height - bottom, y),
  };
}

describe('pictureViewStyle', () => {
  it('leaves the whole picture alone', () => {
    expect(
      pictureViewStyle(
        { x: 0, y: 0, w: 1, h: 1 },
        { width: 640, height: 360 },
        { width: 1920, height: 1080 },
      ),
    ).toBeNull();
  });

  it('fills a 9:16 box with the 9:16 crop of a landscape picture, not the letterboxed frame', () => {
    // A 608×1080 crop 700 px from the left of 1920×1080, in a 270×480 player (to half a pixel: the
    // even-sized crop is a hair wider than 9:16).
    const view = { x: 700 / 1920, y: 0, w: 608 / 1920, h: 1 };
    const shown = shownAt(view, { width: 270, height: 480 }, { width: 1920, height: 1080 });
    expect(shown?.left).toBeCloseTo(0, 0);
    expect(shown?.top).toBeCloseTo(0, 0);
    expect(shown?.right).toBeCloseTo(270, 0);
    expect(shown?.bottom).toBeCloseTo(480, 0);
  });

  it('clips a zoom to the view about its pivot and scales it over the whole picture', () => {
    // A 1.25× zoom about the centre of a 640×360 picture in a 640×360 player.
    const view = { x: 0.1, y: 0.1, w: 0.8, h: 0.8 };
    const style = pictureViewStyle(view, { width: 640, height: 360 }, { width: 640, height: 360 });
    expect(style).toEqual({
      clipPath: 'inset(36.000px 64.000px 36.000px 64.000px)',
      transform: 'translate(-80.000px, -45.000px) scale(1.25000)',
    });
  });

  it('keeps a zoomed picture inside its letterbox when the box is wider than the picture', () => {
    // 16:9 picture in a 800×360 box: shown at 80–720 px; a 2× zoom fills only that part.
    const view = { x: 0.25, y: 0.25, w: 0.5, h: 0.5 };
    const shown = shownAt(view, { width: 800, height: 360 }, { width: 1280, height: 720 });
    expect(shown).toEqual({ left: 80, top: 0, right: 720, bottom: 360 });
  });
});

describe('splitPictureDraws', () => {
  // A 404×720 frame of a 1280×720 picture: two 404×360 crops, on faces at a quarter and three
  // quarters of the width.
  const half = (x: number) => ({ view: { x, y: 0.2, w: 404 / 1280, h: 0.5 }, share: 0.5 });
  const halves = [half(0.1), half(0.6)];
  const canvas = { width: 202, height: 360 };

  it('stacks the two crops, each into its half of the canvas', () => {
    expect(splitPictureDraws(halves, { x: 0, y: 0, w: 1, h: 1 }, canvas)).toEqual([
      { from: halves[0]?.view, to: { x: 0, y: 0, width: 202, height: 180 } },
      { from: halves[1]?.view, to: { x: 0, y: 180, width: 202, height: 180 } },
    ]);
  });

  it('zooms the stacked frame as the render does: the window of it scaled to the canvas', () => {
    // A punch-in of 1.25 growing from the top half's middle: the window is 0.8 of the frame.
    const window = { x: 0.1, y: 0.05, w: 0.8, h: 0.8 };
    const draws = splitPictureDraws(halves, window, canvas);
    expect(draws).toHaveLength(2);
    const [top, bottom] = draws;
    // The top half from 0.05 to 0.5 of the frame: its band's lower 90 %, 0.1–0.9 of its width.
    expect(top?.from.x).toBeCloseTo(0.1 + 0.1 * (404 / 1280), 6);
    expect(top?.from.w).toBeCloseTo(0.8 * (404 / 1280), 6);
    expect(top?.from.y).toBeCloseTo(0.2 + 0.1 * 0.5, 6);
    expect(top?.from.h).toBeCloseTo(0.9 * 0.5, 6);
    expect(top?.to.y).toBeCloseTo(0, 6);
    expect(top?.to.height).toBeCloseTo((0.45 / 0.8) * 360, 6);
    // The bottom half from 0.5 to 0.85 of the frame: the rest of the canvas.
    expect(bottom?.to.y).toBeCloseTo((0.45 / 0.8) * 360, 6);
    expect((bottom?.to.y ?? 0) + (bottom?.to.height ?? 0)).toBeCloseTo(360, 6);
    expect(bottom?.from.h).toBeCloseTo(0.7 * 0.5, 6);
    for (const draw of draws) {
      expect(draw.to.x).toBeCloseTo(0, 6);
      expect(draw.to.width).toBeCloseTo(202, 6);
    }
  });

  it('leaves out a half the window does not reach', () => {
    const draws = splitPictureDraws(halves, { x: 0, y: 0, w: 0.5, h: 0.5 }, canvas);
    expect(draws).toHaveLength(1);
    expect(draws[0]?.to).toEqual({ x: 0, y: 0, width: 202, height: 360 });
  });
});
