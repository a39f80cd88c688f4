// A render that follows people, asked for while the video's speaker analysis was queued or running
// (docs/reframe.md "Following the speaker"): the job waits for the analysis and then follows the
// speakers it found, as a render asked for afterwards would, instead of the biggest face.
import { setTimeout as sleep } from 'node:timers/promises';
import type { SpeakerTrackStatus } from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import type { RenderInput } from '../../platform/db/schema/json-columns';
import { ON_SCREEN_MAX_MS } from '../speakers/speaker-job';
import { speakerTrackStatus } from '../speakers/speaker-track-queries';
import { findVideoForJob, type VideoRow } from '../videos/video-queries';
import { renderSpeakers } from './render-frame';

/** How often the analysis's status is read again: a small read, and a render a second or two late. */
const POLL_INTERVAL_MS = 2000;

/** The analysis's turn in the queue behind other jobs, and the face detector's start. */
const QUEUE_MARGIN_MS = 10 * 60_000;

const underWay = (status: SpeakerTrackStatus) => status === 'queued' || status === 'running';

/** Whether a render waits: it follows people, froze no speakers, and the analysis is under way. */
export function waitsForSpeakers(reframe: RenderInput['reframe'], status: SpeakerTrackStatus): boolean {
  if (!reframe || reframe.speakers !== null) return false;
  return (reframe.mode === 'face' || reframe.mode === 'split') && underWay(status);
}

/**
 * The longest a render waits, after which it follows the biggest face as before. The analysis of a
 * recording's picture measured about 0.55 of its length on a loaded 2-core machine (face search
 * 0.3, people 0.235: docs/speakers.md), its voices alone about a hundredth: the wait allows the
 * whole length (a tenth of it past ON_SCREEN_MAX_MS, where only the voices are analysed) plus the
 * queue's margin, and never more than half the render job's own time, so that the encode still
 * fits in it.
 */
export function speakerWaitMs(durationMs: number, renderJobMs: number): number {
  const analysis = durationMs <= ON_SCREEN_MAX_MS ? durationMs : durationMs / 10;
  return Math.min(QUEUE_MARGIN_MS + analysis, renderJobMs / 2);
}

/**
 * The render input with the speakers, once an analysis under way when the render was asked for
 * has ended (unchanged when it fails or takes too long), and the video as it is then: its face
 * track holds the analysis's face search, which the render's own need not repeat.
 */
export async function withSpeakers(
  context: AppContext,
  video: VideoRow,
  input: RenderInput,
  { signal, onWaiting }: { signal: AbortSignal; onWaiting: () => void },
): Promise<{ video: VideoRow; input: RenderInput }> {
  const { db } = context.database;
  let status = video.speakerTrack?.status ?? 'none';
  if (!input.reframe || !waitsForSpeakers(input.reframe, status)) return { video, input };
  const waitMs = speakerWaitMs(video.durationMs ?? 0, context.config.RENDER_JOB_TIMEOUT_SECONDS * 1000);
  const until = Date.now() + waitMs;
  while (underWay(status) && Date.now() < until) {
    onWaiting();
    await sleep(POLL_INTERVAL_MS, undefined, { signal });
    status = await speakerTrackStatus(db, video.recordingId);
  }
  if (underWay(status))
    context.logger.warn({ videoId: video.id, waitMs }, 'render stopped waiting for the speaker analysis');
  const now = (await findVideoForJob(db, video.id)) ?? video;
  return { video: now, input: { ...input, reframe: { ...input.reframe, speakers: renderSpeakers(now) } } };
}
