import { createPortal } from 'react-dom';
import classes from './CaptionGuides.module.css';
import { captionGuides } from './guide-geometry';
import type { Platform, Zone } from './platform-zones';
import { usePictureBox } from './use-picture-box';

interface CaptionGuidesProps {
  /** The player; the guides are laid over its picture (not its letterbox), like the captions. */
  video: HTMLVideoElement | null;
  /** The video's upright frame size in px. */
  width: number;
  height: number;
  /** The style's position: percent of the frame height where a caption's centre sits. */
  position: number;
  /** A platform whose buttons and text to shade over the picture (portrait video), or none. */
  platform?: Platform | null;
}

/** The caption's safe width and centre line over the player, and a platform's own buttons and text, to place captions by eye. */
export function CaptionGuides({ video, width, height, position, platform = null }: CaptionGuidesProps) {
  const picture = usePictureBox(video, width, height);

  const parent = video?.parentElement;
  if (!parent || !picture || picture.width <= 0) return null;
  const { safeArea, positionLine } = captionGuides(picture, position);
  const px = (box: Record<string, number>) =>
    Object.fromEntries(Object.entries(box).map(([key, value]) => [key, `${value}px`]));
  const zoneBox = (zone: Zone) => ({
    left: picture.left + zone.left * picture.width,
    top: picture.top + zone.top * picture.height,
    width: (zone.right - zone.left) * picture.width,
    height: (zone.bottom - zone.top) * picture.height,
  });
  return createPortal(
    <div aria-hidden="true" data-testid="caption-guides">
      {platform?.zones.map((zone) => (
        <div key={zone.label} className={classes.zone} style={px(zoneBox(zone))} data-testid="platform-zone">
          <span className={classes.zoneLabel}>
            {platform.name} · {zone.label}
          </span>
        </div>
      ))}
      <div className={classes.safeArea} style={px({ ...safeArea })} data-testid="caption-safe-area" />
      <div
        className={classes.positionLine}
        style={px({ ...positionLine })}
        data-testid="caption-position-line"
      >
        <span className={classes.label}>Caption centre · {Math.round(position)} %</span>
      </div>
    </div>,
    parent,
  );
}
