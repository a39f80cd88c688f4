// The caption-style feature as other features see it (biome.json names the features that may import it):
// the caption style panel and the libraries (fonts, audios) it loads.
export { CaptionStylePanel } from './CaptionStylePanel';
export { forgetLoadedFonts } from './font-loading';
export { useAudiosQuery } from './library-queries';
export { useCaptionStyle } from './use-caption-style';
