// The caption engine: style → grouped words → ASS document (preview and render), plus SRT/VTT.
export * from './ass-animation';
export {
  type AssDocumentOptions,
  buildAssDocument,
  type CaptionLayout,
  captionGroups,
  SAFE_WIDTH_RATIO,
  type ShownWord,
} from './ass-document';
export * from './ass-format';
export * from './ass-hook';
export * from './ass-styles';
export * from './auto-emoji';
export * from './caption-cues';
export * from './caption-files';
export * from './caption-fonts';
export * from './caption-style';
export * from './caption-style-in-frame';
export * from './caption-tracks';
export * from './ducking';
export * from './emoji';
export * from './emphasis';
export * from './filler-words';
export * from './group-words';
export * from './punch-ins';
export * from './reading-speed';
export * from './reframe';
export * from './reframe-layout';
export * from './script-characters';
export * from './script-fonts';
export * from './second-line';
export * from './sentences';
export * from './silence-cuts';
export * from './speaker-camera';
export * from './speaker-words';
export * from './split-layout';
export * from './spring';
export * from './subtitle-import';
export * from './text-layout';
export * from './timeline';
export type * from './words';
export * from './words-by-characters';
export * from './zoom-on-face';
