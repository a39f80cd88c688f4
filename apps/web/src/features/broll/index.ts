// The public face of broll: what the features that biome.json lets import it may use,
// the b-roll panel and its preview, composed by the editor page.
export { BrollPanel } from './BrollPanel';
export { BrollPreview } from './BrollPreview';
