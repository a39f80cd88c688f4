// A video with its transcript as GET /user/videos/{vid} returns it, for unit tests.
import type { TranscriptWord, VideoDetail } from '@captionist/contracts';
import { sampleVideo } from './video-fixtures';
import { sampleWords } from './word-fixtures';

export const sampleVideoDetail = (
  overrides: Partial<VideoDetail> = {},
  words: TranscriptWord[] = sampleWords(),
): VideoDetail => ({
  ...sampleVideo({ duration_ms: 5000, proxy_url: '/files/v1/proxy.mp4?sig=1' }),
  transcript: { language: 'en', engine: 'pocketsphinx', words, note: null },
  caption_settings: null,
  edit_version: 1,
  ...overrides,
});
