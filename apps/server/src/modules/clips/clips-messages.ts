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
  wholeRecording:
    'This video is all of its recording, so its edges cannot move further out. Find clips in it instead.',
  rendering: 'This clip is rendering. Move its edges once the render has finished.',
  transcribing: 'This clip is being transcribed. Move its edges once its words are there.',
  noRecordingWords:
    "The recording's words are not there to move this clip's edges by. Transcribe the clip again (Transcript tab, Transcribe again), then try once more.",
  noSentence: {
    'start:-1': 'The clip already starts at the first sentence of the recording.',
    'start:1': 'The clip has no later sentence to start on.',
    'end:-1': 'The clip has no earlier sentence to end on.',
    'end:1': 'The clip already ends at the last sentence of the recording.',
  },
} as const;
