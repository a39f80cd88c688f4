// The public face of theme: what the features that biome.json lets import it may use,
// the display settings of the user menus.
export { DisplaySettings } from './DisplaySettings';
