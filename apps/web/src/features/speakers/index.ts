// The speakers feature as other features see it (biome.json names the features that may import it):
// who speaks in a video (docs/speakers.md): the Speakers panel, the name before each turn in the
// transcript and the choice of speaker for some words, and the turns those words make.
export { SpeakerMenu } from './SpeakerMenu';
export { SpeakersPanel } from './SpeakersPanel';
export { SpeakerTurnLabel } from './SpeakerTurnLabel';
export { turnsByFirstWord, withSpeaker } from './speaker-turns';
export type { SpeakerView } from './speaker-views';
export type { SpeakerSaves } from './use-speaker-change';
export { useSpeakerViews } from './use-speaker-views';
