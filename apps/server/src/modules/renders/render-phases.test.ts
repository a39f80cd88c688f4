import { describe, expect, it } from 'vitest';
import { encodePercent, FACE_SEARCH_SHARE, searchPercent } from './render-phases';

describe("a render's progress over its phases", () => {
  it('fills the first share of the bar while faces are searched, then the rest while it encodes', () => {
    expect([0, 0.5, 1].map(searchPercent)).toEqual([0, Math.round(FACE_SEARCH_SHARE / 2), FACE_SEARCH_SHARE]);
    expect([0, 50, 100].map((p) => encodePercent(p, true))).toEqual([
      FACE_SEARCH_SHARE,
      FACE_SEARCH_SHARE + Math.round((100 - FACE_SEARCH_SHARE) / 2),
      100,
    ]);
  });

  it('gives the encode the whole bar when no search came first, and never leaves 0–100', () => {
    expect([0, 37, 100].map((p) => encodePercent(p, false))).toEqual([0, 37, 100]);
    expect([searchPercent(-1), searchPercent(2)]).toEqual([0, FACE_SEARCH_SHARE]);
  });
});
