// For unit tests of the editor's Style tab: plays the API (the video, fonts, templates, audios,
// features, edits and the saves) and opens /video/v1?panel=style.
import {
  type Audio,
  type FeatureSet,
  type VideoDetail,
  type VideoEdits,
  videoEditsSchema,
} from '@captionist/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { InternalAxiosRequestConfig } from 'axios';
import { answerApiWith, type FakeReply, successReply } from '../../test-support/answer-api-with';
import { sampleFonts, sampleTemplates } from '../../test-support/caption-style-fixtures';
import { sampleVideoDetail } from '../../test-support/editor-fixtures';
import { fakeEditVersion, withoutBaseVersion } from '../../test-support/fake-edit-version';
import { freeFeatures } from '../../test-support/plan-fixtures';
import { renderScreen } from '../../test-support/render-screen';
import { VideoEditorPage } from './VideoEditorPage';

export type Reply = FakeReply | ((body: unknown) => FakeReply | Promise<FakeReply>);
export const PUT_STYLE = 'PUT /user/videos/v1/caption-settings';
export const EDITS = '/user/videos/v1/edits';

export const sampleAudios = (): Audio[] => [
  { id: 'a-sunrise', is_system: true, name: 'Sunrise Pop', url: '/api/user/audios/a-sunrise/file' },
  { id: 'a-night', is_system: true, name: 'Night Drive', url: '/api/user/audios/a-night/file' },
  { id: 'm-theme', is_system: false, name: 'Theme.mp3', url: 'https://storage.test/theme.mp3?sig=1' },
];

export const noEdits = (): VideoEdits => videoEditsSchema.parse({});

interface StyleTabData {
  video?: VideoDetail;
  features?: FeatureSet;
  edits?: VideoEdits;
}

/** Returns the calls made ("METHOD /url") and the bodies sent, by call. */
export function answerStyleTab(
  replies: Record<string, Reply> = {},
  { video = sampleVideoDetail(), features = freeFeatures, edits = noEdits() }: StyleTabData = {},
) {
  const bodies: Record<string, unknown[]> = {};
  let savedEdits = edits;
  const version = fakeEditVersion(video.edit_version);
  const defaults: Record<string, Reply> = {
    'GET /user/videos/v1': successReply(video),
    'GET /user/fonts': successReply(sampleFonts()),
    'GET /user/templates': successReply(sampleTemplates()),
    'GET /user/audios': successReply(sampleAudios()),
    'GET /user/features': successReply(features),
    [`GET ${EDITS}`]: () => successReply({ ...savedEdits, edit_version: version.current() }),
    [`PUT ${EDITS}`]: (body) =>
      version.save(body, (next) => {
        savedEdits = withoutBaseVersion(body as VideoEdits & { base_version: number });
        return { ...savedEdits, edit_version: next };
      }),
    [PUT_STYLE]: (body) =>
      version.save(body, (next) => ({
        caption_settings: (body as { settings: object }).settings,
        updated_at: '2026-01-02T00:00:00.000Z',
        edit_version: next,
      })),
  };
  const calls = answerApiWith((config: InternalAxiosRequestConfig) => {
    const key = `${config.method?.toUpperCase()} ${config.url}`;
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : undefined;
    if (body !== undefined) bodies[key] = [...(bodies[key] ?? []), body];
    const reply = replies[key] ?? defaults[key];
    if (typeof reply === 'function') return reply(body);
    return reply ?? { status: 204, data: '' };
  });
  const sentStyles = () => (bodies[PUT_STYLE] ?? []).map((body) => (body as { settings: object }).settings);
  return { calls, bodies, sentStyles, version };
}

/** Opens the Style tab; on `queryClient` when given, to open on what its cache holds. */
export const openStyleTab = (queryClient?: QueryClient) =>
  renderScreen(<VideoEditorPage />, {
    path: '/video/:vid',
    at: '/video/v1?panel=style',
    ...(queryClient && { queryClient }),
  });
