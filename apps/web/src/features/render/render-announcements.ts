// What the person is told when a render they started ends (spec §2 toasts).
import type { RenderProgress } from '@captionist/contracts';
import type { ToastOptions } from '../../lib/toast';

/** Long enough to read and reach the action; a failure stays until it is closed. */
export const RENDERED_TOAST_MS = 10_000;

export const renderFailedFallback = 'The render failed. Your credit was refunded; please try again.';

/** The toast for a render that ended, or null when there is nothing to say (cancelled). */
export function renderEndToast(
  videoName: string,
  progress: Pick<RenderProgress, 'status' | 'error'>,
  open: { view: () => void; editor: () => void },
): ToastOptions | null {
  if (progress.status === 'done') {
    return {
      type: 'success',
      title: `“${videoName}” is rendered`,
      message: 'The captioned video is ready to watch and download.',
      action: { label: 'View', onClick: open.view },
      autoClose: RENDERED_TOAST_MS,
    };
  }
  if (progress.status === 'failed') {
    return {
      type: 'error',
      title: `“${videoName}” could not be rendered`,
      message: progress.error ?? renderFailedFallback,
      action: { label: 'Open the editor', onClick: open.editor },
      autoClose: false,
    };
  }
  return null;
}
