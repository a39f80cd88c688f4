// A video's length as the browser reads it from the chosen file (its metadata only, nothing sent),
// so that a video longer than the plan allows is refused before its upload begins.

/** Long enough for the metadata of a local file; the check must never hold an upload up for long. */
const READ_TIMEOUT_MS = 5000;

/** The length in seconds, or null when this browser cannot tell (a codec it lacks, a live WebM). */
export function readVideoDuration(file: Blob): Promise<number | null> {
  return new Promise((resolve) => {
    let url: string;
    try {
      url = URL.createObjectURL(file);
    } catch {
      return resolve(null);
    }
    const video = document.createElement('video');
    let settled = false;
    const settle = (seconds: number | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      video.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    const timer = setTimeout(() => settle(null), READ_TIMEOUT_MS);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => settle(Number.isFinite(video.duration) ? video.duration : null);
    video.onerror = () => settle(null);
    video.src = url;
  });
}
