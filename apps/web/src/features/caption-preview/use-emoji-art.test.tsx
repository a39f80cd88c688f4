import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerApiWith, successReply } from '../../test-support/answer-api-with';
import { useEmojiArt } from './use-emoji-art';

const fire = { size: 36, layers: [{ color: '#f4900c', opacity: 1, path: 'm 0 0 l 36 0 l 18 36' }] };
const flag = { size: 36, layers: [{ color: '#b22334', opacity: 1, path: 'm 0 4 l 36 4 l 36 32' }] };

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useEmojiArt', () => {
  afterEach(cleanup);

  it('asks for the artwork by Twemoji name and keys it by the emoji; one without artwork stays text', async () => {
    const calls = answerApiWith((config) =>
      successReply(String(config.url).startsWith('/emoji') ? { '1f525': fire, '1f1fa-1f1f8': flag } : {}),
    );
    const { result } = renderHook(() => useEmojiArt(['🔥', '🇺🇸', '👌']), { wrapper });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).not.toBeNull());
    expect([...(result.current?.entries() ?? [])]).toEqual([
      ['🔥', fire],
      ['🇺🇸', flag],
    ]);
    expect(calls).toEqual(['GET /emoji']);
  });

  it('asks nothing when there is no emoji, and draws every emoji as text when the request fails', async () => {
    const calls = answerApiWith(() => ({ status: 500, data: { status: 'error', message: 'Server error.' } }));
    const none = renderHook(() => useEmojiArt([]), { wrapper });
    expect(none.result.current?.size).toBe(0);
    const failed = renderHook(() => useEmojiArt(['🔥']), { wrapper });
    await waitFor(() => expect(failed.result.current?.size).toBe(0));
    expect(calls).toEqual(['GET /emoji']);
  });

  it('reads the artwork from a cache that went through JSON (the cache kept in localStorage)', async () => {
    const calls = answerApiWith(() => successReply({}));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['emoji', '1f525'], JSON.parse(JSON.stringify({ '1f525': fire })));
    const { result } = renderHook(() => useEmojiArt(['🔥']), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });
    expect([...(result.current?.entries() ?? [])]).toEqual([['🔥', fire]]);
    expect(calls).toEqual([]);
  });
});
