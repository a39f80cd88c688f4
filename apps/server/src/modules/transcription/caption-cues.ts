// Subtitle cues for the SRT/VTT exports now live in the caption engine (packages/captions).
export {
  type CaptionCue,
  CUE_MAX_CHARS,
  CUE_MAX_MS,
  CUE_PAUSE_MS,
  groupIntoCues,
} from '@captionist/captions';
