// The public face of editor: what the features that biome.json lets import it may use,
// the video with its transcript as the editor loads it, and its caption files.
export { captionsUrl } from './editor-requests';
export { useVideoDetailQuery } from './use-editor-queries';
