// What the media library says about a file and about the plan's room for more: the facts under
// each file's name, the usage line, and why a chosen file cannot be uploaded (checked at once, as
// the server would refuse it: §5 upload size, the media_uploads feature and its limit).
import {
  checkUploadSize,
  type FeatureSet,
  type MediaKind,
  type MediaUpload,
  mediaKindOf,
  mediaLimitMessage,
} from '@captionist/contracts';
import { formatBytes } from '../../lib/format-bytes';
import { formatDuration } from '../../lib/format-duration';

export const MEDIA_TYPE_MESSAGE = 'Upload an image (PNG, JPEG, WebP), a GIF, a video or an audio file.';
export const MEDIA_EMPTY_FILE_MESSAGE = 'This file is empty.';

/** The file picker's filter, the types the server takes. */
export const MEDIA_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,video/*,audio/*';

const kindLabels: Record<MediaKind, string> = { image: 'Image', gif: 'GIF', video: 'Video', audio: 'Audio' };

/** E.g. "Video · 12.3 MB · 1920×1080 · 00:42"; facts the probe has not found yet are left out. */
export function mediaFacts(media: MediaUpload, locale?: string): string {
  const facts = [kindLabels[media.kind]];
  if (media.size_bytes != null) facts.push(formatBytes(media.size_bytes, locale));
  if (media.kind !== 'audio' && media.width && media.height) facts.push(`${media.width}×${media.height}`);
  const length = media.kind === 'video' || media.kind === 'audio' ? formatDuration(media.duration_ms) : null;
  if (length) facts.push(length);
  return facts.join(' · ');
}

/** "3 of 10 files", "3 files" without a limit; null while the plan is unknown or has no uploads. */
export function mediaUsageLabel(count: number, features: FeatureSet | undefined): string | null {
  const feature = features?.media_uploads;
  if (!feature?.enabled) return null;
  const files = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`;
  return feature.limit == null ? files(count) : `${count} of ${files(feature.limit)}`;
}

/** Why the plan has no room for another file (no media uploads, or the limit reached), or null. */
export function mediaPlanRefusal(count: number, features: FeatureSet | undefined): string | null {
  const feature = features?.media_uploads;
  if (!feature) return null;
  if (!feature.enabled) return mediaLimitMessage(feature.limit, false);
  return feature.limit != null && count >= feature.limit ? mediaLimitMessage(feature.limit, true) : null;
}

/** Why `file` cannot be uploaded to the library, or null when it can. */
export function mediaUploadRefusal(
  file: Pick<File, 'size' | 'type'>,
  count: number,
  features: FeatureSet | undefined,
): string | null {
  const planRefusal = mediaPlanRefusal(count, features);
  if (planRefusal) return planRefusal;
  if (!mediaKindOf(file.type)) return MEDIA_TYPE_MESSAGE;
  if (file.size === 0) return MEDIA_EMPTY_FILE_MESSAGE;
  const sizeCheck = checkUploadSize(features, file.size);
  return sizeCheck.ok ? null : sizeCheck.message;
}
