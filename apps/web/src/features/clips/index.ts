// The clips feature as other features see it (biome.json names the features that may import it):
// the clip finder panel and an accepted clip's edges, composed by the editor page.

export { ClipEdgesPanel } from './ClipEdgesPanel';
export { ClipFinderPanel } from './ClipFinderPanel';
