// The "videos.faces" job: faces on sampled frames of the source (face-detection.ts), added to the
// video's face track for the reframe's camera path. The render job calls `searchFaces` itself
// when a face-following render finds its parts not searched yet.
import type { TimeRange } from '@captionist/captions';
import type { FaceTrack } from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import type { Database } from '../../platform/db/client';
import type { Job } from '../../platform/queue/job-queue';
import { finalFailureReason, PermanentJobError } from '../../platform/queue/permanent-job-error';
import { findVideoForJob, type VideoRow } from '../videos/video-queries';
import { detectFaces } from './face-detection';
import { faceTrackOf, neededRanges, onSampleGrid, unsearchedRanges } from './face-track-coverage';
import { addFaceSearch, failFaceTrack, startFaceTrack } from './face-track-queries';
import { reframeMessages } from './face-track-service';

/** Fractions kept to 4 places: a tenth of a pixel on a 4K frame, and a small JSON value. */
const round = (value: number) => Math.round(value * 10_000) / 10_000;

export interface FaceSearch {
  signal: AbortSignal;
  /** The share of the parts searched so far, 0–1, after each sample. */
  onProgress?: (fraction: number) => void;
  /** The recording's parts to search (default: the video's own). */
  wanted?: readonly TimeRange[];
}

/**
 * Searches the parts of a local copy of the video's source that no search covered yet, of
 * `wanted` (recording time; by default what the video shows: all of a whole-recording video, a
 * clip's own ranges), and adds what it found to the recording's track. Returns the track as the
 * video sees it.
 */
export async function searchFaces(
  db: Database,
  video: VideoRow,
  source: string,
  { signal, onProgress, wanted }: FaceSearch,
): Promise<FaceTrack> {
  const { durationMs } = video;
  if (!durationMs || !video.width) throw new PermanentJobError(reframeMessages.noPicture);
  const needed = wanted ? onSampleGrid(wanted, durationMs) : neededRanges(video);
  const ranges = unsearchedRanges(video.faceTrack, needed, durationMs);
  const total = ranges.reduce((sum, range) => sum + range.end - range.start, 0);
  const samples =
    total === 0
      ? []
      : await detectFaces(source, {
          durationMs,
          ranges,
          signal,
          ...(onProgress
            ? { onSample: (searchedMs: number) => onProgress(Math.min(1, searchedMs / total)) }
            : {}),
        });
  await addFaceSearch(
    db,
    video.id,
    ranges,
    samples.map((sample) => ({
      t_ms: Math.round(sample.t),
      faces: sample.faces.map((f) => ({ x: round(f.x), y: round(f.y), w: round(f.w), h: round(f.h) })),
    })),
  );
  const searched = await findVideoForJob(db, video.id);
  return faceTrackOf(searched?.faceTrack ?? null, video);
}

/** The job's data: the video, and the parts to search when not the video's own (clip candidates). */
export interface FaceSearchJob {
  videoId: string;
  ranges?: TimeRange[];
}

export async function runFaceTrackJob(context: AppContext, job: Job<FaceSearchJob>): Promise<void> {
  const { db } = context.database;
  const video = await findVideoForJob(db, job.data.videoId);
  // A deleted video, or a track another attempt finished.
  if (!video || !(await startFaceTrack(db, video.id))) return;
  try {
    // A clip's faces are searched on its ranges alone: read where they are, not all of the file.
    await context.storage.withSeekableInput(video.storageKey, (source) =>
      searchFaces(db, video, source, { signal: job.signal, wanted: job.data.ranges }),
    );
  } catch (err) {
    const reason = finalFailureReason(err, job, reframeMessages.keptFailing);
    if (reason === null) throw err;
    context.logger.warn({ err, videoId: video.id, jobId: job.id }, 'face search failed');
    await failFaceTrack(db, video.id, reason);
  }
}
