// What the AI endpoints say when they cannot help, and their per-user rate limit.
import type { RateLimitRule } from '../../platform/rate-limit/rate-limiter';

export const aiMessages = {
  videoMissing: 'This video does not exist.',
  noTranscript: 'This video has no transcript yet. Wait for the transcription to finish, then try again.',
  emptyTranscript: 'The transcript has no words to make suggestions from.',
  timeout: 'The AI service took too long to answer. Please try again.',
  busy: 'The AI service is busy right now (rate limited). Please try again in a minute.',
  unavailable: 'The AI service is not answering right now. Please try again later.',
  unreadableAnswer: 'The AI service did not give a usable answer. Please try again.',
  malformedJson: 'The AI answered with malformed JSON. Please try again.',
  schemaViolation: 'The AI answer did not have the expected form. Please try again.',
  refused: 'The AI declined to make suggestions for this transcript.',
  cutShort: 'The AI answer was cut short. Please try again.',
  rangesOutside: 'The AI suggested word ranges that are not in the transcript. Please try again.',
  wordsOutside: 'The AI picked words that are not in the transcript. Please try again.',
  unusableEmoji:
    'The AI suggested no emoji the captions can draw for words of the transcript. Please try again.',
} as const;

export const aiRateLimit = (max: number): RateLimitRule => ({
  name: 'ai-suggestions',
  max,
  windowSeconds: 600,
  message: 'Too many suggestion requests. Please wait a few minutes and try again.',
});
