// What the clip finder says when it cannot help.
export const clipMessages = {
  videoMissing: 'This video does not exist.',
  templateMissing: 'This template does not exist. Choose another one.',
  noTranscript: 'This video has no transcript yet. Wait for the transcription to finish, then try again.',
  emptyTranscript: 'The transcript has no words to find clips in.',
  longerThanVideo: (seconds: number) =>
    `Clips cannot be longer than the video itself (${seconds} s). Pick a shorter length.`,
  pastTheEnd: (seconds: number) => `A clip cannot end after the recording does (${seconds} s).`,
  tooManyVideos: (most: number) =>
    `A recording can be made into at most ${most} videos. Delete some of its clips to make room.`,
  idsOutside: 'The AI ranked clips that were not among the candidates. Please try again.',
} as const;
