import type { CaptionStyle } from '@captionist/captions';
import type { Font } from '@captionist/contracts';
import type { CSSProperties } from 'react';
import { cssFontFamily } from './font-loading';
import classes from './TemplateSample.module.css';

const STROKE_PX: Record<CaptionStyle['strokeSize'], number> = { none: 0, sm: 1, md: 2, lg: 3, xl: 4 };
const SHADOW_PX: Record<CaptionStyle['shadowSize'], number> = { none: 0, sm: 1, md: 2, lg: 3, xl: 4 };
const WORDS = ['Make', 'it', 'pop'];
/** The word shown as being spoken. */
const ACTIVE = 1;

/**
 * A few words drawn in a style with CSS, for the template gallery: close to the real caption
 * (which the player's preview draws exactly), small enough to show ten at once.
 */
export function TemplateSample({ style, font }: { style: CaptionStyle; font: Font | undefined }) {
  const stroke = STROKE_PX[style.strokeSize];
  const shadow = SHADOW_PX[style.shadowSize];
  const text: CSSProperties = {
    fontFamily: cssFontFamily(font),
    fontWeight: style.fontWeight,
    fontStyle: style.italic ? 'italic' : 'normal',
    textTransform: style.uppercase ? 'uppercase' : 'none',
    color: style.primaryColor,
    WebkitTextStroke: stroke > 0 ? `${stroke * 2}px ${style.strokeColor}` : undefined,
    textShadow: shadow > 0 ? `${shadow}px ${shadow}px 0 ${style.shadowColor}` : undefined,
    backgroundColor: style.backgroundColor === 'transparent' ? undefined : style.backgroundColor,
  };
  const wordStyle = (index: number): CSSProperties | undefined => {
    switch (style.multiAnimationStyle) {
      case 'fill':
        return index > ACTIVE ? { color: style.fillColor } : undefined;
      case 'highlight':
        return index === ACTIVE ? { color: style.fillColor } : undefined;
      case 'pop':
        return index === ACTIVE ? { display: 'inline-block', transform: 'scale(1.2)' } : undefined;
      default:
        return undefined;
    }
  };
  return (
    <div className={classes.frame} aria-hidden="true">
      <span className={classes.text} style={text}>
        {WORDS.map((word, index) => (
          <span key={word} style={wordStyle(index)}>
            {index > 0 ? ' ' : ''}
            {word}
          </span>
        ))}
      </span>
    </div>
  );
}
