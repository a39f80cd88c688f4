// The public face of media-library: what the features that biome.json lets import it may use,
// the media library button and the list of uploaded media.
export { MediaLibraryButton } from './MediaLibraryButton';
export { mediaUploadsQuery } from './media-queries';
