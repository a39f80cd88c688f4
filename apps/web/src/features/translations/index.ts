// The translations feature as other features see it (biome.json names the features that may import it):
// the Languages panel, the caption language picker of the Style tab, and the translations query
// the editor composes the captions' words from.
export { CaptionTracksPicker } from './CaptionTracksPicker';
export { TranslationsPanel } from './TranslationsPanel';
export { useTranslations } from './use-translations';
