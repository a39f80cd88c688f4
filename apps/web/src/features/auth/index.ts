// The auth feature as other features see it (biome.json names the features that may import it):
// signing out, for the menus of the signed-in shell.
export { useSignOut } from './use-sign-out';
