// The public face of hook-title: what the features that biome.json lets import it may use,
// the hook title panel, composed by the editor page.
export { HookTitlePanel } from './HookTitlePanel';
