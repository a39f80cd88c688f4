// The "videos.speakers" job: who speaks when in a video's recording (docs/speakers.md). The voices
// are told apart by their sound; where the picture shows faces, the people on screen are found and
// matched to the speech by their mouths; the two are put together (speaker-fusion.ts), stored on
// the recording and given to the words of each of its videos.
import type { AppContext } from '../../app-context';
import type { Job } from '../../platform/queue/job-queue';
import { finalFailureReason, PermanentJobError } from '../../platform/queue/permanent-job-error';
import { searchFaces } from '../reframe/face-track-job';
import { throttledProgress } from '../transcription/throttled-progress';
import { findVideoForJob, type VideoRow } from '../videos/video-queries';
import { AUDIO_RATE, readAudio } from './audio-samples';
import { mouthTurns } from './mouth-turns';
import { peopleOnScreen } from './people-on-screen';
import { fusedSpeakers, type PersonFace } from './speaker-fusion';
import { speakerMessages } from './speaker-service';
import {
  failSpeakerTrack,
  finishSpeakerTrack,
  setSpeakerProgress,
  startSpeakerTrack,
} from './speaker-track-queries';
import type { SpeechTurn } from './speech-turns';
import { speechRanges } from './voice-activity';
import { voiceTurns } from './voice-turns';

export interface SpeakerJob {
  videoId: string;
}

/**
 * Past this the people on screen are not searched, only the voices: the picture costs about a
 * quarter of the recording's length on top of its face search (docs/speakers.md "Cost"), which
 * for an hour-long recording is a quarter of an hour of a worker.
 */
export const ON_SCREEN_MAX_MS = 20 * 60_000;

export async function runSpeakerJob(context: AppContext, job: Job<SpeakerJob>): Promise<void> {
  const { db } = context.database;
  const video = await findVideoForJob(db, job.data.videoId);
  // A deleted video, or an analysis another attempt finished.
  if (!video || !(await startSpeakerTrack(db, video.id))) return;
  try {
    const found = await context.storage.withSeekableInput(video.storageKey, (source) =>
      analyseSpeakers(context, video, source, job.signal),
    );
    await finishSpeakerTrack(db, video.id, found);
  } catch (err) {
    const reason = finalFailureReason(err, job, speakerMessages.keptFailing);
    if (reason === null) throw err;
    context.logger.warn({ err, videoId: video.id, jobId: job.id }, 'speaker analysis failed');
    await failSpeakerTrack(db, video.id, reason);
  }
}

async function analyseSpeakers(context: AppContext, video: VideoRow, source: string, signal: AbortSignal) {
  const { db } = context.database;
  const durationMs = video.durationMs ?? 0;
  if (video.hasAudio === 'no' || durationMs === 0) throw new PermanentJobError(speakerMessages.noSound);
  const progress = throttledProgress((percent) =>
    setSpeakerProgress(db, video.id, percent).catch((err) =>
      context.logger.warn({ err, videoId: video.id }, 'speaker progress not written'),
    ),
  );
  const pcm = await readAudio(source, { signal });
  const speech = speechRanges(pcm, AUDIO_RATE);
  const voices = voiceTurns(pcm, AUDIO_RATE, { speech });
  progress.report(20);
  let mouths: SpeechTurn[] = [];
  let faces: PersonFace[] = [];
  if (video.width && durationMs <= ON_SCREEN_MAX_MS && speech.length > 0) {
    const whole = [{ start: 0, end: durationMs }];
    const track = await searchFaces(db, video, source, {
      signal,
      wanted: whole,
      onProgress: (share) => progress.report(20 + share * 30),
    });
    if (track.samples.some((sample) => sample.faces.length > 0)) {
      const people = await peopleOnScreen(source, {
        durationMs,
        faceSamples: track.samples.map((sample) => ({
          t: sample.t_ms,
          faces: sample.faces.map((face) => ({ ...face, score: 1 })),
        })),
        signal,
      });
      progress.report(90);
      mouths = mouthTurns(people.mouths, speech);
      faces = people.faces;
    }
  }
  await progress.settled();
  return fusedSpeakers(voices, mouths, faces);
}
