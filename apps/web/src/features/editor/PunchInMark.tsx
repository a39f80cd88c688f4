import type { Zoom } from '@captionist/contracts';
import { formatWordTime } from './format-time';
import { punchInTime } from './punch-ins-in-transcript';
import classes from './TranscriptWord.module.css';

/** Where a punch-in starts in the transcript: a zoom icon, and a click removes that punch-in. */
export function PunchInMark({ zoom, onRemove }: { zoom: Zoom; onRemove: (zoom: Zoom) => void }) {
  const span = `${formatWordTime(zoom.start_ms)} – ${formatWordTime(zoom.end_ms)}`;
  return (
    <button
      type="button"
      className={classes.punchInMark}
      data-punch-in-mark=""
      aria-label={`Remove punch-in at ${punchInTime(zoom)}`}
      title={`Punch-in ${span}, zoomed ${zoom.scale}×. Click to remove it.`}
      onClick={() => onRemove(zoom)}
    >
      <svg
        viewBox="0 0 16 16"
        width="14"
        height="14"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      >
        <circle cx="7" cy="7" r="4.5" />
        <path d="M10.5 10.5 14 14M7 5v4M5 7h4" />
      </svg>
    </button>
  );
}
