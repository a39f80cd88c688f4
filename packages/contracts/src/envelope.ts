// The response envelope every API answer uses (ARCHITECTURE.md "Response envelope").
import { z } from 'zod';

export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));

export const errorEnvelopeSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  errors: fieldErrorsSchema.optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('success'), data });

export type SuccessEnvelope<T> = { status: 'success'; data: T };
