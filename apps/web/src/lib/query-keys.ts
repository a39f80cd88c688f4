// The cache key of every server entity, one factory per entity, so that a feature can refresh what
// another one shows without importing it. Everything of the signed-in user sits under 'user'.
import type { QueryClient } from '@tanstack/react-query';

export const projectKeys = {
  list: ['user', 'projects'],
  detail: (projectId: string) => ['user', 'projects', projectId],
} as const;

export const videoKeys = {
  /** Every project's video list (a render or an upload changes the cards of its project). */
  lists: ['user', 'videos', 'project'],
  list: (projectId: string) => ['user', 'videos', 'project', projectId],
  /** Under the project's list, so that whatever refreshes the cards refreshes these too. */
  unfinishedUploads: (projectId: string) => ['user', 'videos', 'project', projectId, 'unfinished-uploads'],
  detail: (videoId: string) => ['user', 'videos', videoId],
  transcriptionStatus: (videoId: string) => ['user', 'videos', videoId, 'transcription-status'],
  edits: (videoId: string) => ['user', 'videos', videoId, 'edits'],
  renderProgress: (videoId: string) => ['user', 'videos', videoId, 'render-progress'],
  /** Who speaks in the video, and how far the analysis telling them apart is. */
  speakers: (videoId: string) => ['user', 'videos', videoId, 'speakers'],
  downloadUrl: (videoId: string) => ['user', 'videos', videoId, 'download-url'],
  /** The caption overlays of the newest finished render, and each one's signed URL. */
  overlays: (videoId: string) => ['user', 'videos', videoId, 'overlays'],
  overlayUrl: (videoId: string, format: string) => ['user', 'videos', videoId, 'overlays', format],
} as const;

export const translationKeys = {
  list: (videoId: string) => ['user', 'videos', videoId, 'translations'],
} as const;

export const planKeys = {
  plan: ['user', 'plan'],
  features: ['user', 'features'],
  billing: ['user', 'billing'],
} as const;

export const fontKeys = { list: ['user', 'fonts'] } as const;
/** Public: the same for every user. */
export const emojiKeys = { art: (names: string) => ['emoji', names] } as const;
export const scriptFontKeys = {
  files: (chars: string, weight: number, font: string) => ['script-fonts', weight, font, chars],
} as const;
export const templateKeys = { list: ['user', 'templates'] } as const;
export const audioKeys = { list: ['user', 'audios'] } as const;
export const mediaKeys = { list: ['user', 'media-uploads'] } as const;
export const stockKeys = {
  search: (kind: string, query: string) => ['user', 'stock', kind, query],
} as const;

export const apiKeyKeys = { list: ['user', 'api-keys'] } as const;
export const webhookKeys = {
  list: ['user', 'webhooks'],
  /** Under the endpoint, so that refreshing the endpoints refreshes their deliveries too. */
  deliveries: (endpointId: string) => ['user', 'webhooks', endpointId, 'deliveries'],
} as const;

/** After a redeemed code, a checkout or a new project the plan, its credits and its features are all new. */
export function invalidatePlanQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: planKeys.plan }),
    queryClient.invalidateQueries({ queryKey: planKeys.features }),
    queryClient.invalidateQueries({ queryKey: planKeys.billing }),
  ]);
}
