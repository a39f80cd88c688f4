// The editor feature as other features see it (biome.json names the features that may import it):
// the video with its transcript as the editor loads it, its caption files, and the editor model
// of a video (for the tests of the panels the editor composes).
export { EditorModelScope } from './EditorModelScope';
export { captionsUrl } from './editor-requests';
export { useVideoDetailQuery } from './use-editor-queries';
