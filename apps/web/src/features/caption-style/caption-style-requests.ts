// The calls of the caption style panel (spec §7; docs/api.md "Fonts, templates, audios"): the
// font, template and audio libraries, uploading and deleting the user's own fonts and templates,
// and saving the style of a video (captionSettingsApi). Every answer is parsed with the
// contracts' schemas.
import { type CaptionStyle, captionStyleSchema } from '@captionist/captions';
import {
  type Audio,
  audioSchema,
  type CaptionSettingsResponse,
  captionSettingsApi,
  type Font,
  fontSchema,
  fontUploadUrlResponseSchema,
  type Template,
  templateSchema,
} from '@captionist/contracts';
import { apiClient } from '../../lib/api-client';
import { callApi } from '../../lib/call-api';

const id = encodeURIComponent;

/**
 * Spec §7/§8: these answers must say `status: success`; otherwise (even an HTTP 200 with an
 * empty body) the body itself is thrown as the error.
 */
function successData(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'success') {
    return (body as { data?: unknown }).data;
  }
  throw body;
}

export async function fetchFonts(): Promise<Font[]> {
  const { data } = await apiClient.get<unknown>('/user/fonts');
  return fontSchema.array().parse(successData(data));
}

export async function requestFontUploadUrl(file: File) {
  const { data } = await apiClient.post<unknown>('/user/fonts/upload-url', {
    name: file.name,
    size: file.size,
    content_type: file.type,
  });
  return fontUploadUrlResponseSchema.parse(successData(data));
}

export async function confirmFontUpload(uploadId: string): Promise<Font> {
  const { data } = await apiClient.post<unknown>('/user/fonts/confirm-upload', { upload_id: uploadId });
  return fontSchema.parse(successData(data));
}

export async function deleteFont(fontId: string): Promise<void> {
  const { data } = await apiClient.delete<unknown>(`/user/fonts/${id(fontId)}`);
  successData(data);
}

export async function fetchTemplates(): Promise<Template[]> {
  const { data } = await apiClient.get<unknown>('/user/templates');
  return templateSchema.array().parse(successData(data));
}

export async function fetchAudios(): Promise<Audio[]> {
  const { data } = await apiClient.get<unknown>('/user/audios');
  return audioSchema.array().parse(successData(data));
}

export interface TemplateSave {
  /** One of the user's own templates to update; without it a new template is made. */
  id?: string;
  name: string;
  description?: string;
  settings: CaptionStyle;
}

export async function saveTemplate(template: TemplateSave): Promise<Template> {
  const { data } = await apiClient.post<unknown>('/user/templates/save', template);
  return templateSchema.parse(successData(data));
}

export async function deleteTemplate(templateId: string): Promise<void> {
  const { data } = await apiClient.delete<unknown>(`/user/templates/${id(templateId)}`);
  successData(data);
}

/** Saves the style over `baseVersion`, the edit version the editor last saw (409 when stale). */
export const saveCaptionSettings = (
  videoId: string,
  settings: CaptionStyle,
  baseVersion: number,
): Promise<CaptionSettingsResponse> =>
  callApi(captionSettingsApi.save, {
    params: { vid: videoId },
    body: { settings, base_version: baseVersion },
  });

/** A saved style (a template's or a video's), with defaults for settings added since it was saved. */
export function toCaptionStyle(settings: unknown): CaptionStyle | null {
  const parsed = captionStyleSchema.safeParse(settings ?? undefined);
  return settings != null && parsed.success ? parsed.data : null;
}
