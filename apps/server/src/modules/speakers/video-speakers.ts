// A recording's speaker analysis as one video sees it (GET /user/videos/{vid}/speakers): the
// turns and faces inside its ranges, each speaker with the video's name and colour for them and
// how long their words last in it. Shared by the route, the render and the exports.
import type { TimeRange } from '@captionist/captions';
import { wordsWithSpeakers } from '@captionist/captions';
import {
  defaultSpeakerName,
  SPEAKERS_MAX,
  type SpeakerId,
  type TranscriptWord,
  type VideoSpeakers,
} from '@captionist/contracts';
import type { FieldErrors } from '../../platform/http/app-error';
import { storedEdits } from '../video-edits/video-edits-queries';
import type { VideoRow } from '../videos/video-queries';
import { timeRangesOf } from '../videos/video-ranges';

const within = (ranges: readonly TimeRange[] | null, start: number, end: number) =>
  ranges === null || ranges.some((range) => start < range.end && end > range.start);

/** s2 before s10. */
const byNumber = (a: string, b: string) => Number(a.slice(1)) - Number(b.slice(1));

export function videoSpeakers(video: VideoRow): VideoSpeakers {
  const track = video.speakerTrack;
  const ranges = timeRangesOf(video.ranges);
  const labels = storedEdits(video).speakers;
  const words = video.transcript?.words ?? [];
  const speaking = new Map<string, number>();
  for (const word of words)
    if (word.speaker) speaking.set(word.speaker, (speaking.get(word.speaker) ?? 0) + word.end - word.start);
  const onScreen = new Map(track?.status === 'done' ? track.speakers.map((s) => [s.id, s.on_screen]) : []);
  // A clip shows the speakers of its own words and turns; a speaker given to a word by hand counts too.
  const turns =
    track?.status === 'done' ? track.turns.filter((t) => within(ranges, t.start_ms, t.end_ms)) : [];
  const ids = new Set<string>([...speaking.keys(), ...turns.map((turn) => turn.speaker)]);
  return {
    status: track?.status ?? 'none',
    progress: track?.progress ?? 0,
    error: track?.error ?? null,
    method: track?.status === 'done' ? track.method : null,
    speakers: [...ids].sort(byNumber).map((id) => {
      const label = labels.find((l) => l.id === id);
      return {
        id,
        name: label?.name ?? defaultSpeakerName(id as SpeakerId),
        color: label?.color ?? null,
        on_screen: onScreen.get(id) ?? false,
        speaking_ms: speaking.get(id) ?? 0,
      };
    }),
    turns,
    faces: track?.status === 'done' ? track.faces.filter((f) => within(ranges, f.t_ms, f.t_ms + 1)) : [],
    edit_version: video.editVersion,
  };
}

/**
 * The names the exports give the speakers (id → name), when two or more speak in the video: one
 * voice needs no name.
 */
export function speakerNamesOf(video: VideoRow): ReadonlyMap<string, string> | undefined {
  const { speakers } = videoSpeakers(video);
  return speakers.length >= 2 ? new Map(speakers.map((speaker) => [speaker.id, speaker.name])) : undefined;
}

/**
 * Edited words as stored (save-transcription): each word's speaker must be one the video knows (found
 * by the analysis, or on its words already) or one new one (the next number: "New speaker"); a
 * word without one takes the analysis's. Field errors name the words with a speaker it cannot have.
 */
export function wordsWithKnownSpeakers(
  video: VideoRow,
  words: TranscriptWord[],
): { words: TranscriptWord[] } | { errors: FieldErrors } {
  const known = new Set(videoSpeakers(video).speakers.map((speaker) => speaker.id));
  for (const speaker of video.speakerTrack?.speakers ?? []) known.add(speaker.id);
  const highest = Math.max(0, ...[...known].map((id) => Number(id.slice(1))));
  if (highest < SPEAKERS_MAX) known.add(`s${highest + 1}`);
  const errors: FieldErrors = {};
  words.forEach((word, index) => {
    if (word.speaker !== undefined && !known.has(word.speaker))
      errors[`words.${index}.speaker`] = [`This video has no speaker ${word.speaker}.`];
  });
  if (Object.keys(errors).length > 0) return { errors };
  const track = video.speakerTrack;
  return {
    words: track?.status === 'done' ? wordsWithSpeakers(words, track.turns, { keepChosen: true }) : words,
  };
}
