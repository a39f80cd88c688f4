// What the person is told about renders: why one cannot start, and why one failed.
export const renderMessages = {
  videoMissing: 'This video does not exist.',
  notTranscribed: 'The captions are not ready yet: wait for the transcription to finish, then render.',
  notUsable: 'This video could not be processed, so it cannot be rendered. Upload it again.',
  alreadyRendering: 'This video is already rendering. Wait for it to finish or cancel it.',
  notRendered: 'This video has not been rendered yet.',
  notRendering: 'This video is not rendering.',
  sourceGone:
    'The original video file is no longer available, so the render stopped. Your credit was refunded.',
  noOutput:
    'The render produced no video (the source may have no frames we can read). Your credit was refunded.',
  keptFailing: 'The render failed several times. Your credit was refunded; please try again.',
  queueFailed: 'The render could not be started. Your credit was refunded; please try again.',
} as const;
