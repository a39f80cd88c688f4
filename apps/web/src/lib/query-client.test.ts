import { describe, expect, it } from 'vitest';
import { persistOptions, queryClient, queryRetryDelay } from './query-client';

describe('queryRetryDelay', () => {
  it('doubles from one second', () => {
    expect([0, 1, 2, 3].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000]);
  });

  it('is capped at 30 seconds', () => {
    expect(queryRetryDelay(5)).toBe(30_000);
    expect(queryRetryDelay(20)).toBe(30_000);
  });
});

describe('queryClient', () => {
  it('retries three times and keeps unused data for five minutes', () => {
    const { queries } = queryClient.getDefaultOptions();
    expect(queries?.retry).toBe(3);
    expect(queries?.gcTime).toBe(5 * 60_000);
  });
});

describe('persistOptions', () => {
  it('restores the cache a previous visit left in localStorage', async () => {
    const saved = { timestamp: 1, buster: 'v', clientState: { mutations: [], queries: [] } };
    localStorage.setItem('REACT_QUERY_OFFLINE_CACHE', JSON.stringify(saved));
    expect(await persistOptions.persister.restoreClient()).toEqual(saved);
    localStorage.removeItem('REACT_QUERY_OFFLINE_CACHE');
  });
});
