// The video-edits feature as other features see it (biome.json names the features that may import it):
// a video's edits (hook title, music, b-roll), shared by their panels through the editor model.
export { useVideoEdits, type VideoEditsModel, VideoEditsModelContext } from './video-edits-model';
export { videoEditsQuery } from './video-edits-queries';
export { fetchVideoEdits, saveVideoEdits } from './video-edits-requests';
