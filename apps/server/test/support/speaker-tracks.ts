// A speaker analysis's result as the speaker job stores it, for tests about what is built on it
// (the analysis itself: speakers.test.ts): two voices off screen, s1 for the first half second
// and s2 for the next.
import type { SpeakerTrack } from '@captionist/contracts';

export const twoVoicesFound: Pick<SpeakerTrack, 'method' | 'speakers' | 'turns' | 'faces'> = {
  method: 'voices',
  speakers: [
    { id: 's1', on_screen: false },
    { id: 's2', on_screen: false },
  ],
  turns: [
    { speaker: 's1', start_ms: 0, end_ms: 500 },
    { speaker: 's2', start_ms: 500, end_ms: 1000 },
  ],
  faces: [],
};
