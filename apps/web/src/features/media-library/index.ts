// The media-library feature as other features see it (biome.json names the features that may import it):
// the media library button and the list of uploaded media.
export { MediaLibraryButton } from './MediaLibraryButton';
export { mediaUploadsQuery } from './media-queries';
