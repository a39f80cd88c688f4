// POST /user/videos/{vid}/clips/find: the clip finder over a video's transcript. Our code cuts
// and scores the candidates (find-clips.ts); a configured chat model then ranks, explains and
// titles them, checked against its schema. The sound's loudness per second is measured once per
// source file and kept in memory, as the quiet ranges are.
import {
  clipLengthSeconds,
  type FindClipsResponse,
  type FoundClip,
  type findClipsRequestSchema,
  type TranscriptWord,
} from '@captionist/contracts';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { WorkLimit } from '../../platform/concurrency/work-limit';
import { AppError } from '../../platform/http/app-error';
import { soundMap } from '../../platform/media/probe-media';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { aiMessages, aiRateLimit } from '../ai/ai-messages';
import { type ChatCompletion, configuredChat } from '../ai/chat-completion';
import { FaceTrackService } from '../reframe/face-track-service';
import { browserPlayable } from '../videos/browser-playable';
import { needsClipProxy } from '../videos/clip-proxy';
import { findVideo, type VideoRow } from '../videos/video-queries';
import { announceAboutVideo } from '../webhooks/webhook-outbox';
import { cleanLine, clipPrompt, LINE_MAX } from './clip-prompt';
import type { LengthRange } from './clip-spans';
import { clipMessages } from './clips-messages';
import { findClips, type ScoredClip } from './find-clips';
import { recordingSignals } from './recording-signals';
import { loudnessPerSecond } from './sound-energy';

type FindClipsInput = z.output<typeof findClipsRequestSchema>;

const MEASUREMENTS = 2;
const MEASURE_TIMEOUT_MS = 10 * 60_000;
/** The model ranks this many of our candidates for each clip asked for. */
const CANDIDATES_PER_CLIP = 3;
const CANDIDATES_MAX = 30;
const measurable = new Set(['transcribing', 'ready', 'rendering', 'rendered']);

export class ClipFinderService {
  readonly #chat: ChatCompletion | null;
  readonly #limiter: RateLimiter;
  // One number per second: 14 KB for 4 hours.
  readonly #loudness = new LRUCache<string, number[]>({ max: 200 });
  readonly #limit = new WorkLimit(MEASUREMENTS);
  readonly #faces: FaceTrackService;

  constructor(private readonly context: AppContext) {
    this.#chat = configuredChat(context);
    this.#faces = new FaceTrackService(context);
    this.#limiter = new RateLimiter(context.database.db);
  }

  async find(userId: string, videoId: string, request: FindClipsInput): Promise<FindClipsResponse> {
    const video = await findVideo(this.context.database.db, userId, videoId);
    if (!video) throw AppError.notFound(clipMessages.videoMissing);
    const words = video.transcript?.words;
    if (!words) throw new AppError(409, clipMessages.noTranscript);
    if (words.length === 0) throw new AppError(409, clipMessages.emptyTranscript);
    const length = lengthOf(request);
    const spoken = (words[words.length - 1] as TranscriptWord).end - (words[0] as TranscriptWord).start;
    const recordingMs = Math.max(video.durationMs ?? 0, spoken);
    if (length.minMs > recordingMs)
      throw AppError.invalid({ min_seconds: [clipMessages.longerThanVideo(Math.floor(recordingMs / 1000))] });
    await this.#limiter.hit(aiRateLimit(this.context.config.AI_CALLS_PER_10_MINUTES), userId);

    const signals = recordingSignals(words, {
      loudness: await this.#loudnessOf(video),
      topic: request.topic,
      ...(video.language === 'auto' ? {} : { locale: video.language }),
    });
    const found: FindClipsResponse = this.#chat
      ? await this.#rankedCandidates(this.#chat, signals, length, request)
      : { source: 'basic', clips: findClips(signals, length, request.count).map(foundClip) };
    // A long recording's faces are searched on its clips alone (docs/reframe.md "Clips"): ahead,
    // while the person reviews them, so a 9:16 clip is ready to preview and render.
    if (video.isLong)
      await this.#faces.searchAhead(
        video,
        found.clips.map((clip) => ({ start: clip.start_ms, end: clip.end_ms })),
      );
    // The recording's preview copy is still being made and browsers cannot play the upload: the
    // clips found get a copy of their own, so they can be reviewed meanwhile.
    if (needsClipProxy(video) && !browserPlayable(video.probe) && found.clips.length > 0)
      await this.context.queue.send('videos.clip-proxy', {
        videoId: video.id,
        ranges: found.clips.map((clip) => ({ startMs: clip.start_ms, endMs: clip.end_ms })),
      });
    // A search stores nothing: the announcement has no change to share a transaction with.
    await announceAboutVideo(this.context.database.db, video.id, 'clips.found', {
      source: found.source,
      clips: found.clips.map(({ start_ms, end_ms, title, score }) => ({ start_ms, end_ms, title, score })),
    });
    return found;
  }

  async #rankedCandidates(
    chat: ChatCompletion,
    signals: ReturnType<typeof recordingSignals>,
    length: LengthRange,
    request: FindClipsInput,
  ): Promise<FindClipsResponse> {
    const candidates = findClips(
      signals,
      length,
      Math.min(CANDIDATES_MAX, request.count * CANDIDATES_PER_CLIP),
    );
    if (candidates.length === 0) return { source: 'ai', clips: [] };
    return { source: 'ai', clips: await rankedByModel(chat, candidates, request) };
  }

  async #loudnessOf(video: VideoRow): Promise<number[]> {
    if (video.hasAudio === 'no' || !measurable.has(video.status)) return [];
    const cached = this.#loudness.get(video.storageKey);
    if (cached) return cached;
    const loudness = await this.#limit.run(() =>
      this.context.storage.withLocalFile(video.storageKey, (source) =>
        loudnessPerSecond(source, AbortSignal.timeout(MEASURE_TIMEOUT_MS), soundMap(video.probe)),
      ),
    );
    this.#loudness.set(video.storageKey, loudness);
    return loudness;
  }
}

/** The model's ranking, explanation and titles of our candidates; the edges and parts stay ours. */
async function rankedByModel(
  chat: ChatCompletion,
  candidates: ScoredClip[],
  request: FindClipsInput,
): Promise<FoundClip[]> {
  const answer = await chat.requestStructuredAnswer({
    ...clipPrompt,
    user: clipPrompt.user(candidates, request.topic),
  });
  const seen = new Set<number>();
  const ranked = answer.clips.filter((pick) => {
    if (pick.id >= candidates.length || seen.has(pick.id)) return false;
    seen.add(pick.id);
    return true;
  });
  if (ranked.length === 0) {
    throw new AppError(502, answer.clips.length > 0 ? clipMessages.idsOutside : aiMessages.schemaViolation);
  }
  // Best first; equal scores keep the offline order.
  ranked.sort((a, b) => b.score - a.score || a.id - b.id);
  return ranked.slice(0, request.count).map((pick) => {
    const clip = candidates[pick.id] as ScoredClip;
    const reason = cleanLine(pick.reason, LINE_MAX.reason);
    const title = cleanLine(pick.title, LINE_MAX.title);
    return {
      ...foundClip(clip),
      score: pick.score,
      reason: reason || clip.reason,
      title: title || clip.title,
    };
  });
}

function lengthOf(request: FindClipsInput): LengthRange {
  const { min, max } =
    request.length === 'custom'
      ? { min: request.min_seconds ?? 0, max: request.max_seconds ?? 0 }
      : clipLengthSeconds[request.length];
  return { minMs: min * 1000, maxMs: max * 1000 };
}

function foundClip(clip: ScoredClip): FoundClip {
  return {
    start_ms: clip.start,
    end_ms: clip.end,
    first_word: clip.firstWord,
    last_word: clip.lastWord,
    score: clip.score,
    parts: clip.parts,
    reason: clip.reason,
    title: clip.title,
    excerpt: clip.excerpt,
  };
}
