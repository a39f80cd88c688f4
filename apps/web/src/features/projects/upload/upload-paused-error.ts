/**
 * Thrown by a resumable upload strategy when the connection stayed lost: the parts already sent
 * are kept with the video, and the same strategy given `resumeVideoId` sends only the rest.
 */
export class UploadPausedError extends Error {
  constructor() {
    super('The connection was lost; the upload can be resumed.');
    this.name = 'UploadPausedError';
  }
}
