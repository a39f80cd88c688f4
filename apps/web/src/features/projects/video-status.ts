// How each video status (docs/videos.md) is shown: a short label, a colour that reads in light
// and dark mode, and a sentence saying what happens next.
import type { Video } from '@captionist/contracts';
import { isSettling } from './video-polling';

export interface VideoStatusView {
  label: string;
  color: string;
  description: string;
  /** The server is still working on the video; a spinner says so. */
  busy: boolean;
}

export function videoStatusView(
  video: Pick<Video, 'status' | 'error' | 'transcription_status'>,
): VideoStatusView {
  const busy = isSettling(video.status);
  switch (video.status) {
    case 'uploading':
      return { label: 'Uploading', color: 'blue', busy, description: 'The file is on its way.' };
    case 'processing':
      return {
        label: 'Processing',
        color: 'indigo',
        busy,
        description: 'Preparing the video for the editor.',
      };
    case 'transcribing':
      return video.transcription_status === 'running'
        ? {
            label: 'Transcribing',
            color: 'violet',
            busy,
            description: 'Writing the captions from the speech.',
          }
        : {
            label: 'Queued for transcription',
            color: 'violet',
            busy,
            description: 'The captions are written as soon as a transcriber is free.',
          };
    case 'ready':
      return { label: 'Ready', color: 'teal', busy, description: 'Ready to style and render.' };
    case 'rendering':
      return { label: 'Rendering', color: 'orange', busy: true, description: 'Burning the captions in.' };
    case 'rendered':
      return {
        label: 'Rendered',
        color: 'green',
        busy,
        description: 'The captioned video can be downloaded.',
      };
    case 'failed':
      return {
        label: 'Failed',
        color: 'red',
        busy,
        description: video.error ?? 'Something went wrong with this video. Delete it and upload it again.',
      };
  }
}

/**
 * A video whose upload nobody is sending any more (docs/videos.md "Unfinished uploads"): its card
 * offers to resume, restart or delete it instead of saying the file is on its way.
 */
export const interruptedUploadView: VideoStatusView = {
  label: 'Upload interrupted',
  color: 'orange',
  busy: false,
  description: 'The upload stopped before the whole file arrived.',
};
