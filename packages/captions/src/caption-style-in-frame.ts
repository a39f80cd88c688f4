// Where the captions sit in a reframed frame (docs/reframe.md "Following the speaker"): in the
// split layout the style's position (80 % by default) would land on the lower person's chin and
// mouth, so the captions sit on the seam between the two halves instead, as OpusClip's do. The
// render and the editor's preview both take the style through here.
import type { CaptionStyle } from './caption-style';
import type { ReframeAspect, ReframeMode } from './reframe';

/** The seam between the split's halves, percent of the frame height (splitHalves: two even parts). */
export const SPLIT_SEAM_POSITION = 50;

type FramedBy = { aspect: ReframeAspect; mode: ReframeMode } | null | undefined;

/**
 * Whether the captions sit on the split's seam: in the split mode, which splits all through. The
 * face mode's short splits where two people trade turns leave the captions where the style puts them.
 */
export const captionsOnSplitSeam = (reframe: FramedBy): boolean =>
  reframe?.mode === 'split' && reframe.aspect !== 'original';

/** The style the captions are drawn with in the reframed frame; the saved style itself is unchanged. */
export function captionStyleInFrame(style: CaptionStyle, reframe: FramedBy): CaptionStyle {
  return captionsOnSplitSeam(reframe) ? { ...style, position: SPLIT_SEAM_POSITION } : style;
}
