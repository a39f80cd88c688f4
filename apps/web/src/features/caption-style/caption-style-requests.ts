// The calls of the caption style panel (spec §7; docs/api.md "Fonts, templates, audios"): the
// font, template and audio libraries, uploading and deleting the user's own fonts and templates,
// and saving the style of a video (captionSettingsApi). Every answer is parsed with the
// contracts' schemas.
import { type CaptionStyle, captionStyleSchema } from '@captionist/captions';
import {
  type Audio,
  audioApi,
  type CaptionSettingsResponse,
  captionSettingsApi,
  type Font,
  fontApi,
  type Template,
  templateApi,
} from '@captionist/contracts';
import { callApi } from '../../lib/call-api';

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
