import { describe, expect, it } from 'vitest';
import { sameSignedFile } from './signed-url';

describe('sameSignedFile', () => {
  const base = 'http://localhost/api/storage/u/p/v/poster.jpg';

  it('sees through a new expiry and signature', () => {
    expect(sameSignedFile(`${base}?expires=1&signature=a`, `${base}?expires=2&signature=b`)).toBe(true);
  });

  it('tells different files apart', () => {
    expect(
      sameSignedFile(`${base}?expires=1`, 'http://localhost/api/storage/u/p/w/poster.jpg?expires=1'),
    ).toBe(false);
  });
});
