// The broll feature as other features see it (biome.json names the features that may import it):
// the b-roll panel and its preview, composed by the editor page.
export { BrollPanel } from './BrollPanel';
export { BrollPreview } from './BrollPreview';
