// The video-edits feature as other features see it (biome.json names the features that may import it):
// a video's edits (hook title, music, b-roll), shared by their panels.
export { saveEditsPart, videoEditsQuery } from './video-edits-queries';
