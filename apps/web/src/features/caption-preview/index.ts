// The caption-preview feature as other features see it (biome.json names the features that may import it):
// the caption preview drawn over the video, its guides and word targets, and the picture box it draws in.
export { CaptionGuides } from './CaptionGuides';
export { CaptionPreview } from './CaptionPreview';
export { CaptionWordTargets } from './CaptionWordTargets';
export type { PlatformId } from './platform-zones';
export { isPortrait, PLATFORMS } from './platform-zones';
export { ReadingSpeedWarnings } from './ReadingSpeedWarnings';
export { useCaptionLayout } from './use-caption-layout';
export { usePictureBox } from './use-picture-box';
export { ZoneWarnings } from './ZoneWarnings';
