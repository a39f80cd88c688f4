import { captionStyleSchema } from '@captionist/captions';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test-support/render-screen';
import { ZoneWarnings } from './ZoneWarnings';

const style = (position: number) => captionStyleSchema.parse({ font: 'montserrat', position });

describe('ZoneWarnings', () => {
  afterEach(cleanup);

  it('says which platforms’ text the captions and the hook sit under, and how to fix it', () => {
    renderScreen(<ZoneWarnings style={style(80)} width={1080} height={1920} hasHook />);
    const text = screen.getByTestId('zone-warnings').textContent ?? '';
    expect(text).toContain(
      'The captions (at 80 %) sit under TikTok’s caption and username, Instagram Reels’ caption and username, YouTube Shorts’ title and channel. Move them up in Style → Caption position.',
    );
    expect(text).toContain('The hook sits under Instagram Reels’ top bar.');
  });

  it('shows nothing when everything is clear of them', () => {
    renderScreen(<ZoneWarnings style={style(60)} width={1080} height={1920} hasHook={false} />);
    expect(screen.queryByTestId('zone-warnings')).toBeNull();
  });
});
