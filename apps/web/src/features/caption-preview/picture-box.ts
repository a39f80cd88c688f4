// Where a video's picture sits inside its <video> element, which letterboxes it (object-fit:
// contain): the box the caption canvas must cover, in whole CSS pixels so the canvas is not
// resampled.

export interface ElementBox {
  offsetLeft: number;
  offsetTop: number;
  clientWidth: number;
  clientHeight: number;
}

export interface PictureBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export function pictureBox(element: ElementBox, frame: { width: number; height: number }): PictureBox {
  const { clientWidth, clientHeight } = element;
  if (clientWidth <= 0 || clientHeight <= 0 || frame.width <= 0 || frame.height <= 0) {
    return { left: element.offsetLeft, top: element.offsetTop, width: 0, height: 0 };
  }
  const frameRatio = frame.width / frame.height;
  const wider = clientWidth / clientHeight > frameRatio;
  const width = wider ? clientHeight * frameRatio : clientWidth;
  const height = wider ? clientHeight : clientWidth / frameRatio;
  return {
    left: Math.round(element.offsetLeft + (clientWidth - width) / 2),
    top: Math.round(element.offsetTop + (clientHeight - height) / 2),
    width: Math.round(width),
    height: Math.round(height),
  };
}
