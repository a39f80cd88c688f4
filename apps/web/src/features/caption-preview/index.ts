// The caption-preview feature as other features see it (biome.json names the features that may import it):
// the caption preview drawn over the video, and the picture box it draws in.
export { CaptionGuides } from './CaptionGuides';
export { CaptionPreview } from './CaptionPreview';
export type { PictureBox } from './picture-box';
export { pictureBox } from './picture-box';
export type { PlatformId } from './platform-zones';
export { isPortrait, PLATFORMS } from './platform-zones';
export { ZoneWarnings } from './ZoneWarnings';
