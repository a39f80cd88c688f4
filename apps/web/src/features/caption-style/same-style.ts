// Whether two caption styles draw the same (every setting equal), e.g. to show which template
// the current style is.
import type { CaptionStyle } from '@captionist/captions';

export function sameStyle(a: CaptionStyle, b: CaptionStyle): boolean {
  const keys = Object.keys(a) as (keyof CaptionStyle)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const x = a[key];
    const y = b[key];
    return typeof x === 'string' && typeof y === 'string' ? x.toLowerCase() === y.toLowerCase() : x === y;
  });
}
