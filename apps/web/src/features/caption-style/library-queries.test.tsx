import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { audioKeys, fontKeys, templateKeys } from '../../lib/query-keys';
import { answerApiWith, successReply } from '../../test-support/answer-api-with';
import { sampleFonts, sampleTemplates } from '../../test-support/caption-style-fixtures';
import { useAudiosQuery, useFontsQuery, useTemplatesQuery } from './library-queries';

const WEEK = 7 * 24 * 60 * 60 * 1000;

function wrapperWith(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('library queries (spec §7 caching)', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('keep fonts and audios 7 days, never stale, without refetching on mount, focus or reconnect', async () => {
    const calls = answerApiWith((config) =>
      successReply(
        config.url === '/user/fonts'
          ? sampleFonts()
          : [{ id: 'a', is_system: true, name: 'Song', url: '/a' }],
      ),
    );
    const queryClient = newClient();
    const wrapper = wrapperWith(queryClient);
    for (const useLibrary of [useFontsQuery, useAudiosQuery, useFontsQuery]) {
      const { result, unmount } = renderHook(() => useLibrary(), { wrapper });
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      window.dispatchEvent(new Event('focus'));
      window.dispatchEvent(new Event('online'));
      unmount();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual(['GET /user/fonts', 'GET /user/audios']);
    for (const key of [fontKeys.list, audioKeys.list]) {
      const options = queryClient.getQueryCache().find({ queryKey: key })?.options;
      expect(options).toMatchObject({
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: WEEK,
        refetchOnMount: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      });
    }
  });

  it('keep templates forever (a 7-day lifetime)', async () => {
    answerApiWith(() => successReply(sampleTemplates()));
    const queryClient = newClient();
    const { result } = renderHook(() => useTemplatesQuery(), { wrapper: wrapperWith(queryClient) });
    await waitFor(() => expect(result.current.data).toHaveLength(3));
    expect(queryClient.getQueryCache().find({ queryKey: templateKeys.list })?.options).toMatchObject({
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: WEEK,
    });
  });

  it('fetch templates again when the list kept in the browser is older than the last change', async () => {
    const calls = answerApiWith(() => successReply(sampleTemplates()));
    const queryClient = newClient();
    // As restored from localStorage: saved before the user's last template change.
    queryClient.setQueryData(templateKeys.list, sampleTemplates().slice(0, 1), { updatedAt: 1000 });
    localStorage.setItem('captionist.templatesChangedAt', '2000');
    const { result } = renderHook(() => useTemplatesQuery(), { wrapper: wrapperWith(queryClient) });
    await waitFor(() => expect(result.current.data).toHaveLength(3));
    expect(calls).toEqual(['GET /user/templates']);
    localStorage.clear();
  });

  it('treat an answer without status success as a failure, and only log it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerApiWith(() => ({ status: 200, data: { data: sampleFonts() } }));
    const { result } = renderHook(() => useFontsQuery(), { wrapper: wrapperWith(newClient()) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    // The API client turns a body without the success status into the error of spec §8.
    expect(log).toHaveBeenCalledWith(
      'Loading the fonts failed.',
      expect.objectContaining({ status: 'error' }),
    );
  });
});
