// The clips feature as other features see it (biome.json names the features that may import it):
// the clip finder panel, composed by the editor page.
export { ClipFinderPanel } from './ClipFinderPanel';
