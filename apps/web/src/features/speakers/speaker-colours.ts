// The caption colours a speaker can take: bright enough to read on video, far enough apart to tell
// two speakers by their colour alone.
export const SPEAKER_COLOURS = [
  { color: '#ffd43b', name: 'Yellow' },
  { color: '#51cf66', name: 'Green' },
  { color: '#4dabf7', name: 'Blue' },
  { color: '#ff6b6b', name: 'Red' },
  { color: '#cc5de8', name: 'Purple' },
  { color: '#ff922b', name: 'Orange' },
  { color: '#3bc9db', name: 'Cyan' },
] as const;
