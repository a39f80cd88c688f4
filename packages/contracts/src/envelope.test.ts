import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorEnvelopeSchema, successEnvelope } from './envelope';

describe('envelope schemas', () => {
  it('parses a success envelope around its data schema', () => {
    const schema = successEnvelope(z.object({ id: z.string() }));
    expect(schema.parse({ status: 'success', data: { id: 'a' } }).data.id).toBe('a');
    expect(schema.safeParse({ status: 'success', data: { id: 1 } }).success).toBe(false);
  });

  it('parses an error envelope with field errors', () => {
    const parsed = errorEnvelopeSchema.parse({
      status: 'error',
      message: 'Bad',
      errors: { email: ['Taken'] },
    });
    expect(parsed.errors?.email).toEqual(['Taken']);
    expect(errorEnvelopeSchema.safeParse({ status: 'success', message: 'x' }).success).toBe(false);
  });
});
