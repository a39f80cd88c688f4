import type { StockItem } from '@captionist/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerApiWith, successReply } from '../../test-support/answer-api-with';
import { renderScreen } from '../../test-support/render-screen';
import { StockSearch } from './StockSearch';

const clip: StockItem = {
  id: '11',
  provider: 'commons',
  kind: 'video',
  thumbnail_url: 'https://upload.wikimedia.org/thumb/Waves.webm.jpg',
  preview_url: 'https://upload.wikimedia.org/transcoded/Waves.webm.480p.vp9.webm',
  download_url: 'https://upload.wikimedia.org/transcoded/Waves.webm.1080p.vp9.webm',
  width: 1920,
  height: 1080,
  duration_ms: 12_500,
  credit: {
    provider: 'commons',
    title: 'Waves <b>at</b> sunset',
    author: '<img src=x onerror=alert(1)>Ada & Co',
    author_url: null,
    licence: 'CC BY-SA 4.0',
    licence_url: 'https://creativecommons.org/licenses/by-sa/4.0',
    source_url: 'https://commons.wikimedia.org/wiki/File:Waves.webm',
  },
};

function setUp(items: StockItem[]) {
  answerApiWith((config) => {
    if (config.url === '/user/media/search-videos') return successReply({ items, page: 1, has_more: false });
    return { status: 404, data: { status: 'error', message: 'Not found.' } };
  });
  renderScreen(<StockSearch kind="video" initialQuery="ocean" onImported={() => {}} />);
}

describe('StockSearch', () => {
  afterEach(cleanup);

  it('credits each result: its title, the author linked to its source page, the licence linked to its text', async () => {
    setUp([clip]);
    const credit = await screen.findByTestId('stock-credit');
    expect(credit.textContent).toBe(
      'Waves <b>at</b> sunset by <img src=x onerror=alert(1)>Ada & Co · CC BY-SA 4.0 · Wikimedia Commons',
    );
    // The provider's text stays text: no element came out of it.
    expect(credit.querySelector('img, b')).toBeNull();
    const author = within(credit).getByTestId('stock-credit-author');
    expect(author.getAttribute('href')).toBe('https://commons.wikimedia.org/wiki/File:Waves.webm');
    expect(author.getAttribute('target')).toBe('_blank');
    expect(author.getAttribute('rel')).toBe('noopener noreferrer');
    const licence = within(credit).getByTestId('stock-credit-licence');
    expect(licence.getAttribute('href')).toBe('https://creativecommons.org/licenses/by-sa/4.0');
    expect(licence.getAttribute('rel')).toBe('noopener noreferrer');
    expect(
      screen.getByRole('button', {
        name: 'Use video Waves <b>at</b> sunset by <img src=x onerror=alert(1)>Ada & Co',
      }),
    ).toBeTruthy();
  });
});
