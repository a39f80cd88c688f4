// The picture of the preview as the render draws it: the reframe's crop along its camera path
// (source time, as the render crops before the cuts) and the punch-in zooms inside it (punch-ins.ts
// `zoomAt` about `zoomPivotAt`, at each frame's edited time), both as a clip and transform of the
// <video> (picture-view-style.ts) that every browser draws, leaving its box in place (the caption
// canvas keeps its place, as the render draws captions after both).
import {
  cameraAt,
  cropOrigin,
  type TimeRange,
  toEditedTime,
  type ZoomMoment,
  zoomAt,
  zoomPivotAt,
} from '@captionist/captions';
import { useEffect } from 'react';
import { pictureViewStyle } from './picture-view-style';
import type { ReframeView } from './use-reframe';

/** The shown part of the source at `ms`, as fractions: the crop, shrunk about the zoom's pivot. */
function viewAt(
  ms: number,
  zooms: readonly ZoomMoment[],
  cuts: readonly TimeRange[],
  picture: ReframeView['picture'],
) {
  let view = { x: 0, y: 0, w: 1, h: 1 };
  if (picture && !picture.fill) {
    const { source, crop } = picture;
    const origin = cropOrigin(cameraAt(picture.path, ms), source, crop);
    view = {
      x: origin.x / source.width,
      y: origin.y / source.height,
      w: crop.width / source.width,
      h: crop.height / source.height,
    };
  }
  const edited = toEditedTime(ms, cuts);
  const zoom = zoomAt(edited, zooms);
  const pivot = zoomPivotAt(edited, zooms);
  const w = view.w / zoom;
  const h = view.h / zoom;
  return { zoom, view: { x: view.x + (view.w - w) * pivot.x, y: view.y + (view.h - h) * pivot.y, w, h } };
}

export function usePicturePreview(
  video: HTMLVideoElement | null,
  zooms: readonly ZoomMoment[],
  cuts: readonly TimeRange[],
  picture: ReframeView['picture'],
) {
  useEffect(() => {
    if (!video || (zooms.length === 0 && (!picture || picture.fill))) return;
    const apply = (mediaTime: number) => {
      const { zoom, view } = viewAt(mediaTime * 1000, zooms, cuts, picture);
      const style = pictureViewStyle(
        view,
        { width: video.clientWidth, height: video.clientHeight },
        { width: video.videoWidth, height: video.videoHeight },
      );
      video.style.transformOrigin = style ? '0 0' : '';
      video.style.clipPath = style?.clipPath ?? '';
      video.style.transform = style?.transform ?? '';
      video.dataset.zoom = zoom.toFixed(3);
      video.dataset.cropX = view.x.toFixed(4);
    };
    // Every presented frame where the browser says which (requestVideoFrameCallback), else on
    // each time update.
    const perFrame = typeof (video as Partial<HTMLVideoElement>).requestVideoFrameCallback === 'function';
    let frame = 0;
    const watch = () => {
      frame = video.requestVideoFrameCallback((_now, metadata) => {
        apply(metadata.mediaTime);
        watch();
      });
    };
    const onTime = () => apply(video.currentTime);
    if (perFrame) watch();
    else video.addEventListener('timeupdate', onTime);
    apply(video.currentTime);
    video.addEventListener('seeked', onTime);
    // The picture's size is known only once loaded, and the player's box changes with the window.
    video.addEventListener('loadedmetadata', onTime);
    const resized = new ResizeObserver(onTime);
    resized.observe(video);
    return () => {
      if (perFrame) video.cancelVideoFrameCallback(frame);
      else video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('seeked', onTime);
      video.removeEventListener('loadedmetadata', onTime);
      resized.disconnect();
      video.style.transformOrigin = '';
      video.style.clipPath = '';
      video.style.transform = '';
      delete video.dataset.zoom;
      delete video.dataset.cropX;
    };
  }, [video, zooms, cuts, picture]);
}
