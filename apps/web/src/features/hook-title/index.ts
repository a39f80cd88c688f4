// The hook-title feature as other features see it (biome.json names the features that may import it):
// the hook title panel, composed by the editor page.
export { HookTitlePanel } from './HookTitlePanel';
