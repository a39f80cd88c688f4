// GET /user/videos/{vid}/quiet-ranges: the quiet stretches of a video's sound (quiet-ranges.ts),
// measured once per source file and kept in memory; at most two measurements run at once.
import type { QuietRangesResponse } from '@captionist/contracts';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../app-context';
import { WorkLimit } from '../../platform/concurrency/work-limit';
import { AppError } from '../../platform/http/app-error';
import { soundMap } from '../../platform/media/probe-media';
import { findVideo } from '../videos/video-queries';
import { frameLevels, quietRangesOf } from './quiet-ranges';
import { editMessages } from './video-edits-service';

const MEASUREMENTS = 2;
const MEASURE_TIMEOUT_MS = 120_000;
/** A source file is in storage from "transcribing" on; before that it may not be whole. */
const measurable = new Set(['transcribing', 'ready', 'rendering', 'rendered']);

export class QuietRangesService {
  // A few KB each: one pair of numbers per pause.
  readonly #ranges = new LRUCache<string, QuietRangesResponse>({ max: 500 });
  readonly #measuring = new Map<string, Promise<QuietRangesResponse>>();
  readonly #limit = new WorkLimit(MEASUREMENTS);

  constructor(private readonly context: AppContext) {}

  async get(userId: string, videoId: string): Promise<QuietRangesResponse> {
    const video = await findVideo(this.context.database.db, userId, videoId);
    if (!video) throw AppError.notFound(editMessages.videoMissing);
    if (video.hasAudio === 'no') return { ranges: [] };
    if (!measurable.has(video.status)) throw new AppError(409, editMessages.notReady);
    const key = video.storageKey;
    const cached = this.#ranges.get(key);
    if (cached) return cached;
    let measuring = this.#measuring.get(key);
    if (!measuring) {
      const sound = soundMap(video.probe);
      measuring = this.#limit.run(() => this.#measure(key, sound)).finally(() => this.#measuring.delete(key));
      this.#measuring.set(key, measuring);
    }
    const ranges = await measuring;
    this.#ranges.set(key, ranges);
    return ranges;
  }

  async #measure(storageKey: string, sound: string): Promise<QuietRangesResponse> {
    const levels = await this.context.storage.withLocalFile(storageKey, (source) =>
      frameLevels(source, AbortSignal.timeout(MEASURE_TIMEOUT_MS), sound),
    );
    return { ranges: quietRangesOf(levels).map((range) => ({ start_ms: range.start, end_ms: range.end })) };
  }
}
