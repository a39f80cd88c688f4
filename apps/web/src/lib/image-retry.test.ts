import { describe, expect, it } from 'vitest';
import { imageRetryDelay, MAX_IMAGE_RETRIES } from './image-retry';

describe('imageRetryDelay', () => {
  it('waits 1 s before the first retry and 2 s before the second', () => {
    expect(imageRetryDelay(1)).toBe(1000);
    expect(imageRetryDelay(2)).toBe(2000);
  });

  it('allows two retries', () => {
    expect(MAX_IMAGE_RETRIES).toBe(2);
  });
});
