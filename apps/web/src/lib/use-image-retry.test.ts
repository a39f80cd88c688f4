import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useImageRetry } from './use-image-retry';

const FALLBACK = '/blank.svg';

describe('useImageRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('retries twice with growing delays, then shows the fallback', () => {
    const { result } = renderHook(() => useImageRetry('/a.png', FALLBACK));
    expect(result.current).toMatchObject({ src: '/a.png', key: 0 });

    act(() => result.current.onError());
    expect(result.current.src).toBeNull();
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.src).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ src: '/a.png', key: 1 });

    act(() => result.current.onError());
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toMatchObject({ src: '/a.png', key: 2 });

    act(() => result.current.onError());
    expect(result.current.src).toBe(FALLBACK);
  });

  it('starts over when the image URL changes', () => {
    const { result, rerender } = renderHook(({ src }) => useImageRetry(src, FALLBACK), {
      initialProps: { src: '/a.png' },
    });
    act(() => result.current.onError());
    rerender({ src: '/b.png' });
    expect(result.current).toMatchObject({ src: '/b.png', key: 0 });
  });

  it('renders nothing when there is no image', () => {
    const { result } = renderHook(() => useImageRetry(null, FALLBACK));
    expect(result.current.src).toBeNull();
  });
});
