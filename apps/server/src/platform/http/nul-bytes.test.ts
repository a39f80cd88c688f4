import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { findNulFields, NUL_MESSAGE, rejectNulFields } from './nul-bytes';

describe('findNulFields', () => {
  it('names nested fields by their dotted path', () => {
    expect(
      findNulFields({ name: 'a\u0000b', words: [{ text: 'ok' }, { text: '\u0000' }], n: 3, ok: 'fine' }),
    ).toEqual(['name', 'words.1.text']);
  });

  it('names a key holding a NUL by its parent, and a bare string as the body', () => {
    expect(findNulFields({ style: { 'x\u0000': 1 } })).toEqual(['style']);
    expect(findNulFields('\u0000')).toEqual(['body']);
    expect(findNulFields(Buffer.from([0]))).toEqual([]);
  });
});

describe('rejectNulFields', () => {
  it('throws a 422 with a message per field', () => {
    try {
      rejectNulFields({ firstname: 'A\u0000' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).statusCode).toBe(422);
      expect((err as AppError).errors).toEqual({ firstname: [NUL_MESSAGE] });
    }
  });
});
