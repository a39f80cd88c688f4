import { cameraAt } from '@captionist/captions';
import type { Reframe } from '@captionist/contracts';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { createPortal } from 'react-dom';
import { usePictureBox } from '../caption-preview';
import classes from './CropDragger.module.css';
import { withCorrection } from './crop-corrections';
import type { ReframeView } from './use-reframe';

interface CropDraggerProps {
  video: HTMLVideoElement | null;
  reframe: Reframe;
  picture: NonNullable<ReframeView['picture']>;
  durationMs: number;
  /** Each move of the crop; `done` once the drag (or key press) is over, to save it. */
  onChange: (corrections: Reframe['corrections'], done: boolean) => void;
}

/** Arrow keys move the crop by this share of the frame. */
const KEY_STEP = 0.02;

/**
 * Over the paused preview, the picture can be dragged to move the crop from this moment on
 * (docs/reframe.md "Moving the crop"): dragging right shows more of what is on the left, as when
 * moving a photo behind a frame. With the keyboard, it is a slider moved by the arrow keys.
 */
export function CropDragger({ video, reframe, picture, durationMs, onChange }: CropDraggerProps) {
  const box = usePictureBox(video, picture.crop.width, picture.crop.height);
  const drag = useRef<{ pointerX: number; pointerY: number; x: number; y: number } | null>(null);
  const parent = video?.parentElement;
  if (!video || !parent || !box) return null;
  const atMs = video.currentTime * 1000;
  const centre = cameraAt(picture.path, atMs);
  const span = {
    x: picture.crop.width / picture.source.width,
    y: picture.crop.height / picture.source.height,
  };
  const move = (to: { x: number; y: number }, done: boolean) =>
    onChange(withCorrection(reframe.corrections, atMs, to, durationMs), done);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    video.pause();
    drag.current = { pointerX: event.clientX, pointerY: event.clientY, ...centre };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>, done = false) => {
    const from = drag.current;
    if (!from) return;
    // A drag across the whole picture moves the crop by its own width.
    const x = from.x - ((event.clientX - from.pointerX) / box.width) * span.x;
    const y = from.y - ((event.clientY - from.pointerY) / box.height) * span.y;
    move({ x, y }, done);
    if (done) drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowLeft: -KEY_STEP, ArrowRight: KEY_STEP } as Record<string, number>;
    const by = step[event.key];
    if (by === undefined) return;
    event.preventDefault();
    move({ x: centre.x + by, y: centre.y }, true);
  };

  return createPortal(
    <div
      className={classes.dragger}
      style={{ left: box.left, top: box.top, width: box.width, height: box.height }}
      role="slider"
      tabIndex={0}
      aria-label="Crop position from this moment on"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(centre.x * 100)}
      aria-valuetext={`${Math.round(centre.x * 100)} % across the picture`}
      title="Drag to move the crop from this moment on"
      data-testid="crop-dragger"
      onPointerDown={onPointerDown}
      onPointerMove={(event) => onPointerMove(event)}
      onPointerUp={(event) => onPointerMove(event, true)}
      onPointerCancel={() => {
        drag.current = null;
      }}
      onKeyDown={onKeyDown}
    />,
    parent,
  );
}
