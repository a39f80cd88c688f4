// SubRip and WebVTT documents now live in the caption engine (packages/captions).
export { formatSrt, formatVtt } from '@captionist/captions';
