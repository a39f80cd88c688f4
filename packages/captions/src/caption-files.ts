// SubRip (.srt) and WebVTT (.vtt) documents from caption cues; every cue ends with a blank line.
import { type CaptionCue, groupIntoCues } from './caption-cues';
import type { CaptionWord } from './words';

/**
 * Speakers' names by id: given, a cue of a named speaker carries the name (SRT: "Ana: " before the
 * text where the speaker changes, as subtitlers write it; VTT: a voice tag on every cue).
 */
export type SpeakerNames = ReadonlyMap<string, string>;

export function formatSrt(cues: readonly CaptionCue[], names?: SpeakerNames): string {
  return cues
    .map((cue, index) => {
      const name = cue.speaker === undefined ? undefined : names?.get(cue.speaker);
      const changed = index === 0 || cues[index - 1]?.speaker !== cue.speaker;
      const text = name && changed ? `${oneLineName(name)}: ${cue.text}` : cue.text;
      return `${index + 1}\n${timestamp(cue.start, ',')} --> ${timestamp(cue.end, ',')}\n${text}\n\n`;
    })
    .join('');
}

export function formatVtt(cues: readonly CaptionCue[], names?: SpeakerNames): string {
  const body = cues
    .map((cue) => {
      const name = cue.speaker === undefined ? undefined : names?.get(cue.speaker);
      const voice = name ? `<v ${escapeVtt(oneLineName(name))}>` : '';
      return `${timestamp(cue.start, '.')} --> ${timestamp(cue.end, '.')}\n${voice}${escapeVtt(cue.text)}\n\n`;
    })
    .join('');
  return `WEBVTT\n\n${body}`;
}

/** A name on one line: a line break would end the cue. */
const oneLineName = (name: string) => name.replace(/\s+/g, ' ').trim();

/** HH:MM:SS,mmm (SRT) or HH:MM:SS.mmm (VTT). */
function timestamp(ms: number, separator: ',' | '.'): string {
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const seconds = Math.floor(ms / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}${separator}${pad(ms % 1000, 3)}`;
}

// In WebVTT cue text `<` opens a tag and `&` an entity; `-->` would be read as a timing line.
function escapeVtt(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** SubRip (.srt) straight from transcript words, grouped into cues by `groupIntoCues`. */
export const buildSrt = (words: readonly Pick<CaptionWord, 'text' | 'start' | 'end'>[]) =>
  formatSrt(groupIntoCues(words));

/** WebVTT (.vtt) straight from transcript words. */
export const buildVtt = (words: readonly Pick<CaptionWord, 'text' | 'start' | 'end'>[]) =>
  formatVtt(groupIntoCues(words));
