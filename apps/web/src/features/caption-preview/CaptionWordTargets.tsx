import type { CaptionLayout, CaptionStyle } from '@captionist/captions';
import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import classes from './CaptionWordTargets.module.css';
import { usePictureBox } from './use-picture-box';
import { wordTargets } from './word-targets';

interface CaptionWordTargetsProps {
  video: HTMLVideoElement | null;
  /** The captions as the engine groups and sizes them (useCaptionLayout); null while unknown. */
  layout: CaptionLayout | null;
  style: CaptionStyle;
  /** The video's upright frame size in px. */
  width: number;
  height: number;
  currentTimeMs: number;
  /** A word of the caption on screen was clicked: its index in the transcript. */
  onPick: (index: number) => void;
}

/**
 * A click target over each word of the caption on screen, so a word is picked (to retype it or
 * give it emphasis) where it is seen. Keyboard users reach the same words in the transcript, so
 * the targets are left out of the tab order.
 */
export function CaptionWordTargets({
  video,
  layout,
  style,
  width,
  height,
  currentTimeMs,
  onPick,
}: CaptionWordTargetsProps) {
  const picture = usePictureBox(video, width, height);
  const targets = useMemo(
    () => (picture && layout ? wordTargets(layout, style, { width, height }, picture, currentTimeMs) : []),
    [layout, style, width, height, picture, currentTimeMs],
  );
  const parent = video?.parentElement;
  if (!parent || targets.length === 0) return null;
  return createPortal(
    <div data-testid="caption-word-targets">
      {targets.map((target) => (
        <button
          key={`${target.index}:${target.left}`}
          type="button"
          tabIndex={-1}
          data-word-index={target.index}
          className={classes.target}
          style={{
            left: `${target.left}px`,
            top: `${target.top}px`,
            width: `${target.width}px`,
            height: `${target.height}px`,
          }}
          aria-label={`Pick “${target.text}” in the transcript`}
          title={`Pick “${target.text}”: retype it or give it emphasis`}
          onClick={() => onPick(target.index)}
        />
      ))}
    </div>,
    parent,
  );
}
