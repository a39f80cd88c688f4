// Byte ranges of HTTP downloads (RFC 9110), for the local driver's signed GET route.
export type RangeResolution =
  | { kind: 'full' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

/**
 * Reads a `Range` header (RFC 9110) against a file of `size` bytes. Single ranges only:
 * `bytes=a-b`, `bytes=a-` and the suffix `bytes=-n`. A header that is malformed or asks for
 * several ranges is ignored, which the RFC allows, and the whole file is sent.
 */
export function resolveRange(header: string | undefined, size: number): RangeResolution {
  const match = header?.trim().match(/^bytes=\s*(\d*)\s*-\s*(\d*)$/i);
  if (!match) return { kind: 'full' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'full' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
