import {
  cameraAt,
  cropOrigin,
  isSplitAt,
  type Size,
  type SplitView,
  type TimeRange,
  toEditedTime,
  type ZoomMoment,
  zoomAt,
  zoomPivotAt,
} from '@captionist/captions';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { usePictureBox } from '../caption-preview';
import { type PictureView, splitPictureDraws } from './picture-view-style';
import classes from './SplitPreview.module.css';

interface SplitPreviewProps {
  video: HTMLVideoElement | null;
  source: Size;
  split: SplitView;
  /** The output frame (the crop's size): the canvas covers the player's picture of it. */
  frame: Size;
  /** The punch-ins on the edited timeline, and the cuts that map source time to it. */
  zooms: readonly ZoomMoment[];
  cuts: readonly TimeRange[];
}

/** The frame as the render draws it at `ms` (source time): the halves' crops and the punch-in's window. */
function splitFrameAt(
  ms: number,
  source: Size,
  split: SplitView,
  zooms: readonly ZoomMoment[],
  cuts: readonly TimeRange[],
) {
  const height = split.top.crop.height + split.bottom.crop.height;
  const halves = [split.top, split.bottom].map((half) => {
    const origin = cropOrigin(cameraAt(half.path, ms), source, half.crop);
    const view: PictureView = {
      x: origin.x / source.width,
      y: origin.y / source.height,
      w: half.crop.width / source.width,
      h: half.crop.height / source.height,
    };
    return { view, share: half.crop.height / height };
  });
  const edited = toEditedTime(ms, cuts);
  const scale = 1 / zoomAt(edited, zooms);
  const pivot = zoomPivotAt(edited, zooms);
  const seen = { x: (1 - scale) * pivot.x, y: (1 - scale) * pivot.y, w: scale, h: scale };
  return { halves, seen };
}

/**
 * Where the frame is split between two people (docs/reframe.md "Following the speaker"), the two
 * halves drawn from the player's own <video> onto a canvas over its picture, on every frame it
 * presents: one element, so both halves always show the same frame, and the frame the crop under
 * the canvas would show. Hidden outside the split's stretches, where the crop shows.
 */
export function SplitPreview({ video, source, split, frame, zooms, cuts }: SplitPreviewProps) {
  const box = usePictureBox(video, frame.width, frame.height);
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const target = canvas.current;
    const context = target?.getContext('2d');
    if (!video || !target || !context || !box || box.width <= 0) return;
    const draw = (mediaTime: number) => {
      const ms = mediaTime * 1000;
      const shown = isSplitAt(split.stretches, ms);
      target.style.visibility = shown ? '' : 'hidden';
      target.dataset.split = String(shown);
      if (!shown || !video.videoWidth || !video.videoHeight) return;
      const scale = Math.min(2, window.devicePixelRatio || 1);
      const size = { width: Math.round(box.width * scale), height: Math.round(box.height * scale) };
      if (target.width !== size.width || target.height !== size.height) Object.assign(target, size);
      context.fillStyle = 'black';
      context.fillRect(0, 0, size.width, size.height);
      const { halves, seen } = splitFrameAt(ms, source, split, zooms, cuts);
      for (const { from, to } of splitPictureDraws(halves, seen, size)) {
        context.drawImage(
          video,
          from.x * video.videoWidth,
          from.y * video.videoHeight,
          from.w * video.videoWidth,
          from.h * video.videoHeight,
          to.x,
          to.y,
          to.width,
          to.height,
        );
      }
    };
    // Every presented frame where the browser says which (requestVideoFrameCallback), else on every
    // animation frame: the halves move with the picture either way.
    const perFrame = typeof (video as Partial<HTMLVideoElement>).requestVideoFrameCallback === 'function';
    let frameId = 0;
    const watch = () => {
      frameId = perFrame
        ? video.requestVideoFrameCallback((_now, metadata) => {
            draw(metadata.mediaTime);
            watch();
          })
        : requestAnimationFrame(() => {
            draw(video.currentTime);
            watch();
          });
    };
    const onEvent = () => draw(video.currentTime);
    watch();
    draw(video.currentTime);
    video.addEventListener('seeked', onEvent);
    video.addEventListener('loadeddata', onEvent);
    return () => {
      if (perFrame) video.cancelVideoFrameCallback(frameId);
      else cancelAnimationFrame(frameId);
      video.removeEventListener('seeked', onEvent);
      video.removeEventListener('loadeddata', onEvent);
    };
  }, [video, source, split, zooms, cuts, box]);
  const parent = video?.parentElement;
  if (!parent || !box) return null;
  return createPortal(
    <canvas
      ref={canvas}
      className={classes.split}
      style={{ left: box.left, top: box.top, width: box.width, height: box.height }}
      data-testid="split-preview"
    />,
    parent,
  );
}
