import { describe, expect, it } from 'vitest';
import { sameJson } from './same-json';

describe('sameJson', () => {
  it('finds the same data in another key order, nested in objects and arrays', () => {
    expect(sameJson({ a: 1, b: [{ x: 'y', z: null }] }, { b: [{ z: null, x: 'y' }], a: 1 })).toBe(true);
  });

  it('treats a missing key and an undefined one alike, as JSON does', () => {
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  });

  it('tells apart other values, lengths, nulls and arrays from objects', () => {
    expect(sameJson({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameJson([1, 2], [1, 2, 3])).toBe(false);
    expect(sameJson({ a: null }, { a: {} })).toBe(false);
    expect(sameJson([], {})).toBe(false);
    expect(sameJson({ a: [1] }, { a: { 0: 1 } })).toBe(false);
  });
});
