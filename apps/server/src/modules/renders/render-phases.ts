// A render's progress bar over its two phases: the face search a face-following reframe needs when
// it was requested before the editor's search finished (render-job.ts withFaces), then the encode.
// A wait for the speaker analysis before both (speaker-wait.ts) holds the bar at 0.

/**
 * The search's share of the bar, in percent: two sampled frames a second at about 55 ms each take
 * about a tenth of what rendering a second of 1080p does here, and a bar that moves early is
 * better than one that stalls.
 */
export const FACE_SEARCH_SHARE = 15;

/** Percent of the bar once `fraction` (0–1) of the source has been searched for faces. */
export const searchPercent = (fraction: number): number =>
  Math.round(FACE_SEARCH_SHARE * Math.min(1, Math.max(0, fraction)));

/** Percent of the bar at `percent` of the encode, after a face search when there was one. */
export const encodePercent = (percent: number, afterSearch: boolean): number =>
  afterSearch ? FACE_SEARCH_SHARE + Math.round((percent * (100 - FACE_SEARCH_SHARE)) / 100) : percent;
