// Retries a failing image a few times, then swaps in a fallback picture.
import { useEffect, useState } from 'react';
import { imageRetryDelay, MAX_IMAGE_RETRIES } from './image-retry';

interface RetryState {
  src: string | null;
  attempt: number;
  waiting: boolean;
  failed: boolean;
}

const fresh = (src: string | null): RetryState => ({ src, attempt: 0, waiting: false, failed: false });

export interface ImageRetry {
  /** What to render now; null while waiting for a retry or when there is no image. */
  src: string | null;
  /** Changes on every retry; use as the element key so the browser loads the image again. */
  key: number;
  onError: () => void;
}

export function useImageRetry(src: string | null | undefined, fallbackSrc: string): ImageRetry {
  const wanted = src ?? null;
  const [stored, setStored] = useState<RetryState>(() => fresh(wanted));
  // A new URL starts over without an extra render pass.
  const state = stored.src === wanted ? stored : fresh(wanted);

  useEffect(() => {
    if (!state.waiting) return;
    const attempt = state.attempt + 1;
    const timer = window.setTimeout(
      () => setStored({ ...state, attempt, waiting: false }),
      imageRetryDelay(attempt),
    );
    return () => window.clearTimeout(timer);
  }, [state]);

  const onError = () => {
    if (state.failed) return;
    setStored(state.attempt < MAX_IMAGE_RETRIES ? { ...state, waiting: true } : { ...state, failed: true });
  };

  if (state.failed) return { src: fallbackSrc, key: state.attempt, onError };
  return { src: state.waiting ? null : state.src, key: state.attempt, onError };
}
