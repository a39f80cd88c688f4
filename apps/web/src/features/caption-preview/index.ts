// The public face of caption-preview: what the features that biome.json lets import it may use,
// the caption preview drawn over the video, and the picture box it draws in.
export { CaptionGuides } from './CaptionGuides';
export { CaptionPreview } from './CaptionPreview';
export type { PictureBox } from './picture-box';
export { pictureBox } from './picture-box';
