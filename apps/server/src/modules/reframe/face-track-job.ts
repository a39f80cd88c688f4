// The "videos.faces" job: faces on sampled frames of the source (face-detection.ts), stored as
// the video's face track for the reframe's camera path. The render job calls `findFaceTrack`
// itself when a face-following render finds no track yet.
import type { FaceTrack } from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import type { Job } from '../../platform/queue/job-queue';
import { finalFailureReason, PermanentJobError } from '../../platform/queue/permanent-job-error';
import { findVideoForJob, type VideoRow } from '../videos/video-queries';
import { detectFaces } from './face-detection';
import { saveFaceTrack, startFaceTrack } from './face-track-queries';
import { reframeMessages } from './face-track-service';

/** Fractions kept to 4 places: a tenth of a pixel on a 4K frame, and a small JSON value. */
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** The faces of a local copy of the video's source, as the face track stores them. */
export async function findFaceTrack(
  video: VideoRow,
  source: string,
  signal: AbortSignal,
  /** The share of the source searched so far, 0–1, after each sample. */
  onProgress?: (fraction: number) => void,
): Promise<FaceTrack> {
  const { durationMs } = video;
  if (!durationMs || !video.width) throw new PermanentJobError(reframeMessages.noPicture);
  const samples = await detectFaces(source, {
    durationMs,
    signal,
    ...(onProgress
      ? { onSample: (searchedMs: number) => onProgress(Math.min(1, searchedMs / durationMs)) }
      : {}),
  });
  return {
    status: 'done',
    error: null,
    samples: samples.map((sample) => ({
      t_ms: Math.round(sample.t),
      faces: sample.faces.map((f) => ({ x: round(f.x), y: round(f.y), w: round(f.w), h: round(f.h) })),
    })),
  };
}

export async function runFaceTrackJob(context: AppContext, job: Job<{ videoId: string }>): Promise<void> {
  const { db } = context.database;
  const video = await findVideoForJob(db, job.data.videoId);
  // A deleted video, or a track another attempt finished.
  if (!video || !(await startFaceTrack(db, video.id))) return;
  try {
    const track = await context.storage.withLocalFile(video.storageKey, (source) =>
      findFaceTrack(video, source, job.signal),
    );
    await saveFaceTrack(db, video.id, track);
  } catch (err) {
    const reason = finalFailureReason(err, job, reframeMessages.keptFailing);
    if (reason === null) throw err;
    context.logger.warn({ err, videoId: video.id, jobId: job.id }, 'face search failed');
    await saveFaceTrack(db, video.id, { status: 'failed', samples: [], error: reason });
  }
}
