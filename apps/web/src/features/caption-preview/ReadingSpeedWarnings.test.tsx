import type { CaptionLayout } from '@captionist/captions';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test-support/render-screen';
import { ReadingSpeedWarnings } from './ReadingSpeedWarnings';

const layoutOf = (groups: { start: number; end: number; texts: string[] }[]): CaptionLayout => ({
  groups: groups.map(({ start, end, texts }) => ({
    start,
    end,
    words: texts.map((text, index) => ({ text, start, end, index })),
  })),
  fontPx: 60,
  advance: 0.5,
  safeWidth: 900,
});

describe('ReadingSpeedWarnings', () => {
  afterEach(cleanup);

  it('names the captions too fast for their language, each a link to its moment', () => {
    const onSeek = vi.fn();
    const layout = layoutOf([
      { start: 0, end: 2000, texts: ['Hola', 'a', 'todos'] },
      // 30 characters in a second.
      { start: 62_000, end: 63_000, texts: ['Extraordinariamente', 'rapidísimo'] },
    ]);
    renderScreen(<ReadingSpeedWarnings layout={layout} language="es" onSeek={onSeek} />);
    const warning = screen.getByTestId('reading-speed-warnings');
    expect(warning.textContent).toContain(
      'One caption goes by faster than people read Spanish (17 characters a second)',
    );
    fireEvent.click(screen.getByRole('button', { name: '1:02 (29/s)' }));
    expect(onSeek).toHaveBeenCalledWith(62_000);
  });

  it('says nothing when every caption can be read, or Chinese at its own pace', () => {
    renderScreen(
      <ReadingSpeedWarnings
        layout={layoutOf([{ start: 0, end: 1000, texts: ['我们今天讲字幕'] }])}
        language="zh"
        onSeek={() => {}}
      />,
    );
    expect(screen.queryByTestId('reading-speed-warnings')).toBeNull();
  });
});
