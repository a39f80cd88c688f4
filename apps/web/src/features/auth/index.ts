// The public face of auth: what the features that biome.json lets import it may use,
// signing out, for the menus of the signed-in shell.
export { useSignOut } from './use-sign-out';
