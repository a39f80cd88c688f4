// The part of the picture the render shows, drawn over the whole output frame of the <video>'s box
// with what every browser has (clip-path and transform), as object-view-box does in Chromium alone;
// and a split frame's two halves as parts of the picture drawn onto a canvas (SplitPreview).

export interface Size {
  width: number;
  height: number;
}

/** A part of the picture, in fractions of its width and height. */
export interface PictureView {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The clip (the view, in the box's own pixels under object-fit: contain) and the transform that
 * fits it into the box as contain would fit a picture of the view's shape; null when the view is
 * the whole picture. The transform moves the clipped element, not its box, so the layout and
 * everything laid over the box (the caption canvas) keep their place.
 */
export function pictureViewStyle(
  view: PictureView,
  box: Size,
  picture: Size,
): { clipPath: string; transform: string } | null {
  if (view.x <= 0.0001 && view.y <= 0.0001 && view.w >= 0.9999 && view.h >= 0.9999) return null;
  if (!box.width || !box.height || !picture.width || !picture.height) return null;
  const contain = (width: number, height: number) => Math.min(box.width / width, box.height / height);
  const fitted = contain(picture.width, picture.height);
  const shown = { width: picture.width * fitted, height: picture.height * fitted };
  const left = (box.width - shown.width) / 2 + view.x * shown.width;
  const top = (box.height - shown.height) / 2 + view.y * shown.height;
  const width = view.w * shown.width;
  const height = view.h * shown.height;
  const scale = contain(width, height);
  const x = (box.width - width * scale) / 2 - left * scale;
  const y = (box.height - height * scale) / 2 - top * scale;
  const px = (value: number) => `${value.toFixed(3)}px`;
  const inset = [top, box.width - left - width, box.height - top - height, left];
  return {
    clipPath: `inset(${inset.map(px).join(' ')})`,
    transform: `translate(${px(x)}, ${px(y)}) scale(${scale.toFixed(5)})`,
  };
}

/** A part of the picture drawn into a part of a canvas: `from` in fractions of the picture, `to` in canvas pixels. */
export interface PictureDraw {
  from: PictureView;
  to: { x: number; y: number; width: number; height: number };
}

/**
 * The split frame as the render stacks it, drawn on a `canvas` over the output frame: each half's
 * crop (`view`, fractions of the picture; `share`, its part of the frame's height, top first) into
 * its band, seen through the punch-in's `window` of the frame (fractions; the whole frame without
 * a zoom), as the render zooms the stacked frame. A half outside the window is not drawn.
 */
export function splitPictureDraws(
  halves: readonly { view: PictureView; share: number }[],
  window: PictureView,
  canvas: Size,
): PictureDraw[] {
  let top = 0;
  return halves.flatMap(({ view, share }) => {
    const band = { y: top, h: share };
    top += share;
    const y0 = Math.max(band.y, window.y);
    const y1 = Math.min(band.y + band.h, window.y + window.h);
    const x0 = Math.max(0, window.x);
    const x1 = Math.min(1, window.x + window.w);
    if (y1 <= y0 || x1 <= x0) return [];
    return [
      {
        from: {
          x: view.x + x0 * view.w,
          y: view.y + ((y0 - band.y) / band.h) * view.h,
          w: (x1 - x0) * view.w,
          h: ((y1 - y0) / band.h) * view.h,
        },
        to: {
          x: ((x0 - window.x) / window.w) * canvas.width,
          y: ((y0 - window.y) / window.h) * canvas.height,
          width: ((x1 - x0) / window.w) * canvas.width,
          height: ((y1 - y0) / window.h) * canvas.height,
        },
      },
    ];
  });
}
