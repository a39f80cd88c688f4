import { z } from 'zod';
import { successEnvelope } from './envelope';

export const readinessSchema = successEnvelope(
  z.object({ ok: z.literal(true), database: z.enum(['pglite', 'postgres']).optional() }),
);
