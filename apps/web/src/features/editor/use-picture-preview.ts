// Punch-in zooms in the preview: the picture of the <video> is zoomed from its centre by the
// render's own curve (punch-ins.ts `zoomAt`, at each frame's edited time) with CSS
// `object-view-box`, which crops what the element shows without scaling its controls or its box
// (the caption canvas keeps its place, as the render draws captions after the zoom). Browsers
// without object-view-box show no zoom in the preview; the render still has it.
import { type TimeRange, toEditedTime, type ZoomMoment, zoomAt } from '@captionist/captions';
import { useEffect } from 'react';

export function usePunchInPreview(
  video: HTMLVideoElement | null,
  zooms: readonly ZoomMoment[],
  cuts: readonly TimeRange[],
) {
  useEffect(() => {
    if (!video || zooms.length === 0) return;
    const apply = (mediaTime: number) => {
      const zoom = zoomAt(toEditedTime(mediaTime * 1000, cuts), zooms);
      const inset = ((1 - 1 / zoom) / 2) * 100;
      video.style.setProperty('object-view-box', inset > 0.01 ? `inset(${inset.toFixed(3)}%)` : 'none');
      video.dataset.zoom = zoom.toFixed(3);
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
    return () => {
      if (perFrame) video.cancelVideoFrameCallback(frame);
      else video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('seeked', onTime);
      video.style.removeProperty('object-view-box');
      delete video.dataset.zoom;
    };
  }, [video, zooms, cuts]);
}
