// A media file as the API returns it, for unit tests.
import type { MediaUpload } from '@captionist/contracts';

export const sampleMedia = (overrides: Partial<MediaUpload> = {}): MediaUpload => ({
  id: 'm1',
  kind: 'image',
  name: 'Logo.png',
  status: 'ready',
  error: null,
  url: 'https://storage/m1/source.png',
  thumbnail_url: 'https://storage/m1/thumbnail.jpg',
  mime_type: 'image/png',
  size_bytes: 1.5 * 1024 * 1024,
  width: null,
  height: null,
  duration_ms: null,
  credit: null,
  created_at: '2026-01-01T10:00:00.000Z',
  ...overrides,
});
