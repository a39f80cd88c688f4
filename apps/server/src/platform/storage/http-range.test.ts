import { describe, expect, it } from 'vitest';
import { resolveRange } from './http-range';

describe('resolveRange', () => {
  it('reads closed, open and suffix ranges', () => {
    expect(resolveRange('bytes=0-99', 1000)).toEqual({ kind: 'partial', start: 0, end: 99 });
    expect(resolveRange('bytes=900-', 1000)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(resolveRange('bytes=-100', 1000)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(resolveRange('bytes=990-5000', 1000)).toEqual({ kind: 'partial', start: 990, end: 999 });
  });

  it('refuses ranges past the end and ignores malformed or multiple ranges', () => {
    expect(resolveRange('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(resolveRange('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(resolveRange('bytes=0-1,5-6', 1000)).toEqual({ kind: 'full' });
    expect(resolveRange('items=0-1', 1000)).toEqual({ kind: 'full' });
    expect(resolveRange(undefined, 1000)).toEqual({ kind: 'full' });
  });
});
