import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleMedia } from '../../test-support/media-fixtures';
import { renderScreen } from '../../test-support/render-screen';
import { MediaItem } from './MediaItem';

describe('MediaItem', () => {
  afterEach(cleanup);

  it('shows the credit an imported stock file keeps: author linked to its source, licence linked', () => {
    renderScreen(
      <MediaItem
        media={sampleMedia({
          name: 'Tree Bark Photo by Tim Sullivan',
          credit: {
            provider: 'openverse',
            title: 'Tree Bark Photo',
            author: 'Tim Sullivan',
            author_url: 'https://www.secretagencygroup.com/',
            licence: 'CC BY-SA 2.0',
            licence_url: 'https://creativecommons.org/licenses/by-sa/2.0/',
            source_url: 'https://stocksnap.io/photo/XNVBVXO3B7',
          },
        })}
      />,
    );
    const credit = screen.getByTestId('stock-credit');
    expect(credit.textContent).toBe('Tree Bark Photo by Tim Sullivan · CC BY-SA 2.0 · Openverse');
    const author = within(credit).getByTestId('stock-credit-author');
    expect(author.getAttribute('href')).toBe('https://stocksnap.io/photo/XNVBVXO3B7');
    expect(author.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(credit).getByTestId('stock-credit-licence').getAttribute('href')).toBe(
      'https://creativecommons.org/licenses/by-sa/2.0/',
    );
  });

  it('shows no credit for the user’s own uploads', () => {
    renderScreen(<MediaItem media={sampleMedia()} />);
    expect(screen.queryByTestId('stock-credit')).toBeNull();
  });
});
