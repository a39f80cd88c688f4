// The theme feature as other features see it (biome.json names the features that may import it):
// the display settings of the user menus.
export { DisplaySettings } from './DisplaySettings';
