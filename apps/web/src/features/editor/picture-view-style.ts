// The part of the picture the render shows, drawn over the whole output frame of the <video>'s box
// with what every browser has (clip-path and transform), as object-view-box does in Chromium alone.

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
