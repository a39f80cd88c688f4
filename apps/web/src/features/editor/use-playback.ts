// What the preview's own controls show of a <video> (playing, position, sound) and what they do to
// it. The state follows the element's events; each action reads the element back at once, since
// the browser's events for it (seeked, volumechange) arrive later.
import { useCallback, useEffect, useState } from 'react';

export interface Playback {
  paused: boolean;
  /** The source position, in ms. */
  timeMs: number;
  muted: boolean;
  /** 0–1. */
  volume: number;
  /** The element's length in ms, 0 until its metadata has loaded. */
  durationMs: number;
}

const EVENTS = [
  'play',
  'pause',
  'ended',
  'timeupdate',
  'seeking',
  'seeked',
  'volumechange',
  'loadedmetadata',
  'durationchange',
] as const;

const read = (video: HTMLVideoElement): Playback => ({
  paused: video.paused,
  timeMs: video.currentTime * 1000,
  muted: video.muted,
  volume: video.volume,
  durationMs: Number.isFinite(video.duration) ? video.duration * 1000 : 0,
});

/** Plays a paused video (from its start once it has ended, as browsers do) or pauses a playing one. */
export function togglePlayback(video: HTMLVideoElement) {
  // play() rejects when the browser blocks it or a pause interrupts it; the button shows what happened.
  if (video.paused) video.play().catch(() => {});
  else video.pause();
}

export function usePlayback(video: HTMLVideoElement) {
  const [state, setState] = useState(() => read(video));
  const refresh = useCallback(() => setState(read(video)), [video]);
  useEffect(() => {
    refresh();
    for (const name of EVENTS) video.addEventListener(name, refresh);
    return () => {
      for (const name of EVENTS) video.removeEventListener(name, refresh);
    };
  }, [video, refresh]);

  return {
    ...state,
    togglePlay() {
      togglePlayback(video);
      refresh();
    },
    seek(sourceMs: number) {
      video.currentTime = sourceMs / 1000;
      refresh();
    },
    toggleMute() {
      // Unmuting at no volume would stay silent: it comes back at half.
      if (video.muted || video.volume === 0) {
        video.muted = false;
        if (video.volume === 0) video.volume = 0.5;
      } else video.muted = true;
      refresh();
    },
    setVolume(volume: number) {
      video.volume = volume;
      video.muted = volume === 0;
      refresh();
    },
  };
}
