// The public face of caption-style: what the features that biome.json lets import it may use,
// the caption style panel and the libraries (fonts, audios) it loads.
export { CaptionStylePanel } from './CaptionStylePanel';
export { forgetLoadedFonts } from './font-loading';
export { useAudiosQuery } from './library-queries';
export { useCaptionStyle } from './use-caption-style';
