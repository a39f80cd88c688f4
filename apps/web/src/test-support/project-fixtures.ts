// Projects as the API returns them, for unit tests.
import type { Project } from '@captionist/contracts';

export const sampleProject = (overrides: Partial<Project> = {}): Project => ({
  id: 'p1',
  name: 'Launch teaser',
  video_count: 2,
  thumbnail_url: null,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-02T10:00:00.000Z',
  ...overrides,
});
