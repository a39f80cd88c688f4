// Whether browsers play an upload as it is, so the editor can show it while its preview copy is
// made: the containers, codecs and profiles (4:2:0, 8-bit) every current browser decodes, and the
// sound on the first track (the one a browser plays).
import type { MediaProbe } from '../../platform/media/probe-media';

const CONTAINERS: Record<string, { video: string[]; audio: string[] }> = {
  'mov,mp4,m4a,3gp,3g2,mj2': { video: ['h264', 'av1', 'vp9'], audio: ['aac', 'mp3', 'opus'] },
  'matroska,webm': { video: ['vp8', 'vp9', 'av1'], audio: ['opus', 'vorbis'] },
};

/**
 * 4:2:0 8-bit profiles only: High 4:4:4 and 4:2:2 H.264 (screen recorders, cameras' intra modes)
 * and VP9 profile 1 do not play. A codec not listed plays in all its profiles.
 */
const PROFILES: Record<string, string[]> = {
  h264: ['Baseline', 'Constrained Baseline', 'Main', 'High'],
  vp9: ['Profile 0'],
  av1: ['Main'],
};

export function browserPlayable(probe: MediaProbe | null): boolean {
  const codecs = probe ? CONTAINERS[probe.container] : undefined;
  if (!probe?.video || !codecs) return false;
  if (!codecs.video.includes(probe.video.codec)) return false;
  const profiles = PROFILES[probe.video.codec];
  if (profiles && !profiles.includes(probe.video.profile ?? '')) return false;
  return !probe.audio || (probe.audio.track === 0 && codecs.audio.includes(probe.audio.codec));
}
