import {
  type BrollKeyword,
  type MediaUpload,
  STOCK_NOT_CONFIGURED,
  type VideoEdits,
  videoEditsSchema,
} from '@captionist/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { successReply } from '../../test-support/answer-api-with';
import { sampleVideoDetail } from '../../test-support/editor-fixtures';
import { EditorModelScope } from '../../test-support/editor-model-scope';
import { answerEdits, type EditsReply } from '../../test-support/edits-test-api';
import { sampleMedia } from '../../test-support/media-fixtures';
import { renderScreen } from '../../test-support/render-screen';
import { sampleWords } from '../../test-support/word-fixtures';
import { BrollPanel } from './BrollPanel';

const words = sampleWords();
const video = sampleVideoDetail({ duration_ms: 10_000 });
const logo = sampleMedia({ id: 'm1', name: 'Logo.png' });
const clip = sampleMedia({ id: 'm2', kind: 'video', name: 'Beach.mp4', duration_ms: 4000 });
const song = sampleMedia({ id: 'm3', kind: 'audio', name: 'Song.mp3' });
const base: VideoEdits = videoEditsSchema.parse({ hook: { text: 'Wait for it', duration_ms: 3000 } });
const keyword: BrollKeyword = {
  keyword: 'ocean waves',
  start_word: 0,
  end_word: 1,
  start_ms: 1200,
  end_ms: 2400,
};
const LIBRARY = 'GET /user/media-uploads';
const KEYWORDS = 'POST /user/media/get-broll-keywords';

function setUp(edits: VideoEdits, replies: Record<string, EditsReply> = {}) {
  const server = answerEdits(edits, { [LIBRARY]: successReply([logo, clip, song]), ...replies });
  const onSeek = vi.fn();
  renderScreen(
    <EditorModelScope video={video}>
      <BrollPanel video={video} words={words} currentTimeMs={0} onSeek={onSeek} />
    </EditorModelScope>,
  );
  return { server, onSeek };
}
const saved = () => waitFor(() => expect(screen.getByTestId('broll-save-state').textContent).toBe('Saved'));
const block = () => screen.getByRole('slider', { name: /B-roll/ });

describe('BrollPanel', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('draws the saved b-roll as blocks on a timeline of the video’s length', async () => {
    setUp({ ...base, broll: [{ media_id: 'm2', start_ms: 2000, end_ms: 5000 }] });
    await waitFor(() => expect(block().getAttribute('aria-label')).toBe('B-roll Beach.mp4'));
    expect(block().style.left).toBe('20%');
    expect(block().style.width).toBe('30%');
    expect(block().getAttribute('aria-valuetext')).toBe('0:02.0–0:05.0');
  });

  it('places a picture from the media library at a suggestion’s words, keeping the other edits', async () => {
    const { server } = setUp(base, { [KEYWORDS]: successReply({ source: 'basic', keywords: [keyword] }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Suggest b-roll' }));
    const suggestions = await screen.findByTestId('broll-suggestions');
    expect(suggestions.textContent).toContain('ocean waves');
    expect(suggestions.textContent).toContain(`0:01.2–0:02.4 · “${words[0]?.text} ${words[1]?.text}”`);
    expect(screen.getByTestId('broll-basic-note').textContent).toContain('LLM_API_KEY');
    fireEvent.click(screen.getByRole('button', { name: 'Choose b-roll for ocean waves' }));
    const library = await screen.findByTestId('broll-library');
    // Audio is not b-roll.
    expect(within(library).queryByRole('button', { name: 'Use Song.mp3' })).toBeNull();
    fireEvent.click(within(library).getByRole('button', { name: 'Use Logo.png' }));
    await saved();
    expect(server.puts).toEqual([{ ...base, broll: [{ media_id: 'm1', start_ms: 1200, end_ms: 2400 }] }]);
  });

  it('moves a block by 100 ms with the arrows and resizes it with Shift, then removes it', async () => {
    const { server } = setUp({ ...base, broll: [{ media_id: 'm1', start_ms: 1000, end_ms: 3000 }] });
    await waitFor(() => expect(block()).toBeTruthy());
    fireEvent.keyDown(block(), { key: 'ArrowRight' });
    fireEvent.keyDown(block(), { key: 'ArrowRight' });
    fireEvent.keyDown(block(), { key: 'ArrowLeft', shiftKey: true });
    await saved();
    expect(server.puts.at(-1)?.broll).toEqual([{ media_id: 'm1', start_ms: 1200, end_ms: 3100 }]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Logo.png at 0:01.2–0:03.1' }));
    await waitFor(() => expect(server.puts.at(-1)).toEqual(base));
  });

  it('moves a block with a pointer drag and resizes it from its edge', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      left: 0,
      width: 500,
    } as DOMRect);
    const { server } = setUp({ ...base, broll: [{ media_id: 'm1', start_ms: 1000, end_ms: 3000 }] });
    await waitFor(() => expect(block()).toBeTruthy());
    const track = screen.getByTestId('broll-timeline');
    fireEvent.pointerDown(block(), { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(track, { clientX: 150, pointerId: 1 });
    expect(block().getAttribute('aria-valuetext')).toBe('0:02.0–0:04.0');
    fireEvent.pointerUp(track, { clientX: 150, pointerId: 1 });
    fireEvent.pointerDown(screen.getByTestId('broll-block-end'), { clientX: 200, pointerId: 2 });
    fireEvent.pointerMove(track, { clientX: 225, pointerId: 2 });
    fireEvent.pointerUp(track, { clientX: 225, pointerId: 2 });
    await saved();
    expect(server.puts.at(-1)?.broll).toEqual([{ media_id: 'm1', start_ms: 2000, end_ms: 4500 }]);
  });

  it('says plainly that stock search is not configured, with the media library still usable', async () => {
    setUp(base, {
      'GET /user/media/search-photos': {
        status: 503,
        data: { status: 'error', message: STOCK_NOT_CONFIGURED },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add at playhead' }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Photos' }));
    fireEvent.change(screen.getByLabelText('Search stock photos'), { target: { value: 'cat' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByTestId('stock-not-configured')).textContent).toContain(
      'Your own media library',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'My media' }));
    expect(await screen.findByRole('button', { name: 'Use Beach.mp4' })).toBeTruthy();
  });

  it('imports a stock photo and places it once the media library has it ready', async () => {
    let imported: MediaUpload = sampleMedia({ id: 'm9', name: 'Pexels photo 7', status: 'processing' });
    const { server } = setUp(base, {
      [LIBRARY]: () => successReply([logo, imported]),
      'GET /user/media/search-photos': successReply({
        page: 1,
        has_more: false,
        items: [
          {
            id: '7',
            provider: 'pexels',
            kind: 'photo',
            thumbnail_url: 'https://images.pexels.com/7-small.jpg',
            preview_url: 'https://images.pexels.com/7-large.jpg',
            download_url: 'https://images.pexels.com/7.jpg',
            width: 4000,
            height: 6000,
            duration_ms: null,
            credit: {
              provider: 'pexels',
              title: null,
              author: 'Jane Doe',
              author_url: 'https://www.pexels.com/@jane',
              licence: 'Pexels License',
              licence_url: 'https://www.pexels.com/license/',
              source_url: 'https://www.pexels.com/photo/7/',
            },
          },
        ],
      }),
      'POST /user/media/import-stock': () => successReply(imported),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add at playhead' }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Photos' }));
    fireEvent.change(screen.getByLabelText('Search stock photos'), { target: { value: 'sunset' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use photo 7 by Jane Doe' }));
    expect(await screen.findByTestId('broll-importing')).toBeTruthy();
    expect(server.bodies['POST /user/media/import-stock']).toEqual([
      { provider: 'pexels', id: '7', kind: 'photo' },
    ]);
    imported = { ...imported, status: 'ready' };
    await waitFor(() => expect(server.puts).toHaveLength(1), { timeout: 6000 });
    expect(server.puts[0]?.broll).toEqual([{ media_id: 'm9', start_ms: 0, end_ms: 2000 }]);
  });
});
