// Caption templates (spec §3 Template, §4 default choice, §7 /user/templates). `settings` is a
// caption style; its schema lives in @captionist/captions (captionStyleSchema), which the server
// validates with and the client parses with (filling defaults of settings saved long ago).
import { z } from 'zod';
import { messageSchema } from './auth';
import { defineRoute } from './route-contract';

export const templateMessages = {
  notFound: 'This template does not exist.',
  badFont: 'Choose one of your fonts or a system font.',
};

/** The server's fields, exactly as spec §3 names them. */
export const templateSchema = z.object({
  id: z.string(),
  description: z.string(),
  name: z.string(),
  settings: z.record(z.string(), z.unknown()),
  is_default: z.boolean(),
  is_system: z.boolean(),
});
export type Template = z.infer<typeof templateSchema>;

/** The client's shape of a template (spec §3). */
export interface ClientTemplate {
  description: string;
  id: string;
  isDefault: boolean;
  isSystem: boolean;
  name: string;
  settings: Record<string, unknown>;
}

export const toClientTemplate = (t: Template): ClientTemplate => ({
  description: t.description,
  id: t.id,
  isDefault: t.is_default,
  isSystem: t.is_system,
  name: t.name,
  settings: t.settings,
});

/** Create (no id) or update (the id of one of the user's own templates). */
export const templateSaveRequestSchema = z.object({
  id: z.string().max(64).optional(),
  name: z
    .string({ error: 'The name is required.' })
    .trim()
    .min(1, 'The name is required.')
    .max(60, 'The name may not be longer than 60 characters.'),
  description: z
    .string()
    .trim()
    .max(300, 'The description may not be longer than 300 characters.')
    .optional(),
  settings: z.record(z.string(), z.unknown(), { error: 'The settings are required.' }),
  is_default: z.boolean().optional(),
});
export type TemplateSaveRequest = z.infer<typeof templateSaveRequestSchema>;

export const templateLimitMessage = (limit: number | null | undefined, enabled: boolean) =>
  !enabled
    ? 'Your plan does not include saving templates. Upgrade or redeem a code to save your own.'
    : `Your plan allows ${limit} templates of your own. Delete one or upgrade to save more.`;

interface DefaultCandidate {
  id: string;
  isDefault: boolean;
  isSystem: boolean;
}

/**
 * Spec §4: the default template id saved in the browser wins if that template exists; otherwise
 * the user's own (non-system) default, then the system default, then the first template.
 */
export function chooseDefaultTemplate<T extends DefaultCandidate>(
  templates: readonly T[],
  savedDefaultId: string | null | undefined,
): T | undefined {
  return (
    (savedDefaultId ? templates.find((t) => t.id === savedDefaultId) : undefined) ??
    templates.find((t) => t.isDefault && !t.isSystem) ??
    templates.find((t) => t.isDefault && t.isSystem) ??
    templates[0]
  );
}

/** Spec §4: setting a default marks only that template as default (the caller stores its id). */
export function markDefault<T extends DefaultCandidate>(templates: readonly T[], id: string): T[] {
  return templates.map((t) => ({ ...t, isDefault: t.id === id }));
}

// ---- routes (spec §7 /user/templates) -----------------------------------------------------------
export const templateApi = {
  list: defineRoute({
    method: 'GET',
    path: '/user/templates',
    summary: "The system templates and the user's own.",
    access: 'user',
    data: z.array(templateSchema),
    errors: [],
  }),
  save: defineRoute({
    method: 'POST',
    path: '/user/templates/save',
    summary:
      "Creates a template (201) or updates one of the user's own (200, with `id`). `settings` must be a full caption style.",
    access: 'user',
    body: templateSaveRequestSchema,
    status: [200, 201],
    data: templateSchema,
    errors: [403, 404],
    idempotent: true,
  }),
  sample: defineRoute({
    method: 'GET',
    path: '/user/templates/:tid/sample.png',
    summary:
      'A PNG of a few words in the template drawn by the caption engine (libass, as the render and preview draw), for the gallery.',
    access: 'user',
    params: z.object({ tid: z.string().max(64) }),
    data: null,
    errors: [404],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/user/templates/:tid',
    summary: "Deletes one of the user's own templates.",
    access: 'user',
    params: z.object({ tid: z.string().max(64) }),
    data: messageSchema,
    errors: [404],
  }),
};
