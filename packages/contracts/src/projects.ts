// Projects (spec §7 /user/projects): fields are ours to choose (spec §3 does not show them).
import { z } from 'zod';
import { messageSchema } from './auth';
import type { Feature } from './plans';
import { defineRoute } from './route-contract';

export const PROJECT_NAME_MAX = 100;

export const projectNameSchema = z
  .string({ error: 'The project name is required.' })
  .trim()
  .min(1, 'The project name is required.')
  .max(PROJECT_NAME_MAX, `The project name may not be longer than ${PROJECT_NAME_MAX} characters.`);

export const projectRequestSchema = z.object({ name: projectNameSchema });

export const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  video_count: z.number().int(),
  /** The newest video's picture (its latest render's frame, else its poster), signed and expiring; null before any. */
  thumbnail_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

/** Why canCreateProject said no, for the person (the projects feature is off, or its limit is reached). */
export const projectLimitMessage = (projects: Feature | undefined) =>
  !projects?.enabled || projects.limit == null
    ? 'Your plan does not include projects. Upgrade or redeem a code to create one.'
    : `Your plan allows ${projects.limit} project${projects.limit === 1 ? '' : 's'}. Delete one or upgrade to create more.`;

const projectParams = z.object({ pid: z.string().max(64) });

export const projectApi = {
  list: defineRoute({
    method: 'GET',
    path: '/user/projects',
    summary: "The signed-in user's projects, newest first.",
    access: 'user',
    data: projectSchema.array(),
    errors: [],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/user/projects',
    summary: 'Creates a project (403 when the plan does not allow another).',
    access: 'user',
    body: projectRequestSchema,
    status: 201,
    data: projectSchema,
    errors: [403],
    idempotent: true,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/user/projects/:pid',
    summary: 'One project.',
    access: 'user',
    params: projectParams,
    data: projectSchema,
    errors: [404],
  }),
  rename: defineRoute({
    method: 'PUT',
    path: '/user/projects/:pid',
    summary: 'Renames a project.',
    access: 'user',
    params: projectParams,
    body: projectRequestSchema,
    data: projectSchema,
    errors: [404],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/user/projects/:pid',
    summary: 'Deletes a project with its videos and files.',
    access: 'user',
    params: projectParams,
    data: messageSchema,
    errors: [404],
  }),
};
