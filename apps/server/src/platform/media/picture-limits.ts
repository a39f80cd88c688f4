// The largest pictures we accept, checked on the probe before any picture is decoded: a tiny
// file can declare a 16000×16000 frame that takes gigabytes to decode and render.

export interface PictureLimits {
  /** Width × height of moving pictures (videos, GIFs). Default 4096 × 2304: 4K UHD and DCI 4K. */
  maxPixels: number;
  /** The longer side of moving pictures. */
  maxSide: number;
  /** Frames per second. */
  maxFps: number;
  /** Width × height of still pictures (photos used as b-roll). */
  maxStillPixels: number;
}

export interface ProbedPicture {
  width: number;
  height: number;
  fps: number | null;
}

const megapixels = (pixels: number) => `${(pixels / 1_000_000).toFixed(1)} megapixels`;

/** Null when the picture is within the limits, otherwise the reason for the person uploading. */
export function pictureLimitProblem(
  picture: ProbedPicture,
  kind: 'moving' | 'still',
  limits: PictureLimits,
): string | null {
  const { width, height } = picture;
  const size = `${width}×${height}`;
  if (kind === 'still') {
    return width * height > limits.maxStillPixels
      ? `This picture is ${size}; pictures up to ${megapixels(limits.maxStillPixels)} are accepted. Make it smaller and upload it again.`
      : null;
  }
  if (Math.max(width, height) > limits.maxSide || width * height > limits.maxPixels) {
    return `This video is ${size}; videos up to ${limits.maxSide} pixels on the longer side and ${megapixels(limits.maxPixels)} (4K) are accepted. Export it at 4K or less and upload it again.`;
  }
  if (picture.fps !== null && picture.fps > limits.maxFps) {
    return `This video runs at ${Math.round(picture.fps)} frames per second; up to ${limits.maxFps} are accepted. Export it at a lower frame rate and upload it again.`;
  }
  return null;
}

export function pictureLimitsOf(config: {
  MEDIA_MAX_PIXELS: number;
  MEDIA_MAX_SIDE: number;
  MEDIA_MAX_FPS: number;
  IMAGE_MAX_PIXELS: number;
}): PictureLimits {
  return {
    maxPixels: config.MEDIA_MAX_PIXELS,
    maxSide: config.MEDIA_MAX_SIDE,
    maxFps: config.MEDIA_MAX_FPS,
    maxStillPixels: config.IMAGE_MAX_PIXELS,
  };
}
