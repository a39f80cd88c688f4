// Liveness and readiness checks (docs/deploy.md), served at the root, outside /api.
import { z } from 'zod';
import { defineRoute } from './route-contract';

export const readinessDataSchema = z.object({
  ok: z.literal(true),
  database: z.enum(['pglite', 'postgres']).optional(),
});

/** Paths here are at the root of the server, not below /api. */
export const healthApi = {
  liveness: defineRoute({
    method: 'GET',
    path: '/healthz',
    summary: 'Liveness: the process answers.',
    access: 'public',
    data: readinessDataSchema,
    errors: [],
  }),
  readiness: defineRoute({
    method: 'GET',
    path: '/readyz',
    summary: 'Readiness: the database answers (503 otherwise).',
    access: 'public',
    data: readinessDataSchema,
    errors: [503],
  }),
};
