// A video as the API returns it, for unit tests.
import type { Video } from '@captionist/contracts';

export const sampleVideo = (overrides: Partial<Video> = {}): Video => ({
  id: 'v1',
  project_id: 'p1',
  name: 'Interview.mp4',
  status: 'ready',
  error: null,
  size_bytes: 1024,
  duration_ms: 65_000,
  width: 1920,
  height: 1080,
  fps: 25,
  rotation: 0,
  has_audio: 'yes',
  sound_track: { index: 0, count: 1 },
  poster_url: null,
  thumbnail_url: null,
  proxy_url: null,
  source_url: null,
  transcription_status: 'done',
  language: 'auto',
  ranges: null,
  long_recording: false,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
  ...overrides,
});
