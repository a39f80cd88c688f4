// The calls of the caption style panel (spec §7; docs/api.md "Fonts, templates, audios"): the
// font, template and audio libraries, uploading and deleting the user's own fonts and templates,
// and saving the style of a video. Every answer is parsed with the contracts' schemas.
import { type CaptionStyle, captionStyleSchema } from '@captionist/captions';
import {
  type Audio,
  audioApi,
  type CaptionSettingsResponse,
  captionSettingsResponseSchema,
  type Font,
  fontApi,
  type Template,
  templateApi,
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

export const fetchFonts = (): Promise<Font[]> => callApi(fontApi.list);

export const requestFontUploadUrl = (file: File) =>
  callApi(fontApi.uploadUrl, { body: { name: file.name, size: file.size, content_type: file.type } });

export const confirmFontUpload = (uploadId: string): Promise<Font> =>
  callApi(fontApi.confirmUpload, { body: { upload_id: uploadId } });

export async function deleteFont(fontId: string): Promise<void> {
  await callApi(fontApi.remove, { params: { fid: fontId } });
}

export const fetchTemplates = (): Promise<Template[]> => callApi(templateApi.list);

export const fetchAudios = (): Promise<Audio[]> => callApi(audioApi.list);

export interface TemplateSave {
  /** One of the user's own templates to update; without it a new template is made. */
  id?: string;
  name: string;
  description?: string;
  settings: CaptionStyle;
}

export const saveTemplate = (template: TemplateSave): Promise<Template> =>
  callApi(templateApi.save, { body: template });

export async function deleteTemplate(templateId: string): Promise<void> {
  await callApi(templateApi.remove, { params: { tid: templateId } });
}

export async function saveCaptionSettings(
  videoId: string,
  settings: CaptionStyle,
): Promise<CaptionSettingsResponse> {
  const { data } = await apiClient.put<unknown>(`/user/videos/${id(videoId)}/caption-settings`, { settings });
  return captionSettingsResponseSchema.parse(successData(data));
}

/** A saved style (a template's or a video's), with defaults for settings added since it was saved. */
export function toCaptionStyle(settings: unknown): CaptionStyle | null {
  const parsed = captionStyleSchema.safeParse(settings ?? undefined);
  return settings != null && parsed.success ? parsed.data : null;
}
