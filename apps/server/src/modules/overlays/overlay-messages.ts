// What the person is told about caption overlays: why one cannot be made, and why one failed.
export const overlayMessages = {
  notRendered: 'Render the video first: the overlay is made from the finished render.',
  notReady: 'This overlay is not ready yet.',
  fontsGone: 'A font of this render is no longer available. Render the video again, then make the overlay.',
  noOutput: 'The overlay came out empty. Please try again.',
  keptFailing: 'The overlay failed several times. Please try again.',
  queueFailed: 'The overlay could not be started. Please try again.',
} as const;
