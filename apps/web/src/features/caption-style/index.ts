// The caption-style feature as other features see it (biome.json names the features that may import it):
// the caption style panel and the libraries (fonts, audios, templates) it loads, the model of the
// style it edits (provided by the editor), and the style's save.
export { CaptionStylePanel } from './CaptionStylePanel';
export { type CaptionStyleModel, CaptionStyleModelContext } from './caption-style-model';
export { saveCaptionSettings, toCaptionStyle } from './caption-style-requests';
export { forgetLoadedFonts } from './font-loading';
export { useAudiosQuery } from './library-queries';
export { useCaptionStyle } from './use-caption-style';
export { useTemplates } from './use-templates';
