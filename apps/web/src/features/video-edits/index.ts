// The public face of video-edits: what the features that biome.json lets import it may use,
// a video's edits (hook title, music, b-roll), shared by their panels.
export { saveEditsPart, videoEditsQuery } from './video-edits-queries';
