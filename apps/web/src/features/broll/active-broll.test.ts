import { describe, expect, it } from 'vitest';
import { activeBroll } from './active-broll';

const item = (media_id: string, start_ms: number, end_ms: number) => ({ media_id, start_ms, end_ms });

describe('the b-roll shown at a moment', () => {
  const items = [item('a', 1000, 3000), item('b', 2500, 4000)];

  it('is the item whose range holds the moment, ends included, and none outside every range', () => {
    expect(activeBroll(items, 999)).toBeNull();
    expect(activeBroll(items, 1000)?.media_id).toBe('a');
    expect(activeBroll(items, 4000)?.media_id).toBe('b');
    expect(activeBroll(items, 4001)).toBeNull();
  });

  it('is the later item where two overlap, as the render draws it on top', () => {
    expect(activeBroll(items, 2800)?.media_id).toBe('b');
  });
});
