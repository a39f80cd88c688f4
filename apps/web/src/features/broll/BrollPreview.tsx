// The b-roll over the player while its range plays, covering the picture (not the letterbox) as
// the render covers the frame, and under the caption canvas as in the render. It follows the
// player's `timeupdate`, so it may appear a few frames late; the render is exact.
import type { MediaUpload, VideoEdits } from '@captionist/contracts';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { usePictureBox } from '../caption-preview';
import { activeBroll } from './active-broll';

interface BrollPreviewProps {
  video: HTMLVideoElement | null;
  /** The video's upright frame size in px. */
  width: number;
  height: number;
  items: VideoEdits['broll'];
  media: readonly MediaUpload[];
  currentTimeMs: number;
}

/** Keeps a b-roll clip at the player's time within its slot, playing when the player plays. */
function useClipSync(clip: HTMLVideoElement | null, player: HTMLVideoElement | null, startMs: number) {
  useEffect(() => {
    if (!clip || !player) return;
    const sync = () => {
      const at = Math.max(0, player.currentTime - startMs / 1000);
      const length = clip.duration;
      const target = Number.isFinite(length) && length > 0 ? at % length : at;
      if (Math.abs(clip.currentTime - target) > 0.3) clip.currentTime = target;
      if (player.paused) clip.pause();
      else void clip.play().catch(() => undefined);
    };
    sync();
    const events = ['timeupdate', 'play', 'pause', 'seeked'] as const;
    for (const event of events) player.addEventListener(event, sync);
    return () => {
      for (const event of events) player.removeEventListener(event, sync);
    };
  }, [clip, player, startMs]);
}

export function BrollPreview({ video, width, height, items, media, currentTimeMs }: BrollPreviewProps) {
  const picture = usePictureBox(video, width, height);
  const [clip, setClip] = useState<HTMLVideoElement | null>(null);
  const active = activeBroll(items, currentTimeMs);
  const file = active ? media.find((m) => m.id === active.media_id && m.url) : undefined;
  useClipSync(file?.kind === 'video' ? clip : null, video, active?.start_ms ?? 0);

  const parent = video?.parentElement;
  if (!parent || !picture || picture.width <= 0 || !file?.url) return null;
  const style = {
    position: 'absolute',
    left: `${picture.left}px`,
    top: `${picture.top}px`,
    width: `${picture.width}px`,
    height: `${picture.height}px`,
    objectFit: 'cover',
    pointerEvents: 'none',
    // Over the picture, under the caption canvas (z-index 2).
    zIndex: 1,
  } as const;
  return createPortal(
    file.kind === 'video' ? (
      <video ref={setClip} src={file.url} muted playsInline style={style} data-testid="broll-preview" />
    ) : (
      <img src={file.url} alt="" style={style} data-testid="broll-preview" />
    ),
    parent,
  );
}
