// The editor feature as other features see it (biome.json names the features that may import it):
// the video with its transcript as the editor loads it, and its caption files.
export { captionsUrl } from './editor-requests';
export { useVideoDetailQuery } from './use-editor-queries';
