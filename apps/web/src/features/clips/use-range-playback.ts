// Plays one range of the video in the editor's player and stops at its end (the player keeps its
// own controls; a seek or a pause by the person ends the range's playback).
import { useEffect, useState } from 'react';

/** Further from the range than a frame or two: a seek, not playback reaching its end. */
const SEEK_SLACK_MS = 500;

export interface RangePlayback {
  playing: { start: number; end: number } | null;
  play: (start: number, end: number) => void;
  stop: () => void;
}

export function useRangePlayback(player: HTMLVideoElement | null): RangePlayback {
  const [playing, setPlaying] = useState<{ start: number; end: number } | null>(null);
  useEffect(() => {
    if (!player || !playing) return;
    let frame = 0;
    const watch = () => {
      const ms = player.currentTime * 1000;
      // Moved elsewhere by the person (a word clicked, the scrubber): the range is theirs no more.
      if (ms < playing.start - SEEK_SLACK_MS || ms > playing.end + SEEK_SLACK_MS) {
        setPlaying(null);
        return;
      }
      if (ms >= playing.end) {
        player.pause();
        setPlaying(null);
        return;
      }
      frame = requestAnimationFrame(watch);
    };
    const ended = () => setPlaying(null);
    frame = requestAnimationFrame(watch);
    player.addEventListener('pause', ended);
    return () => {
      cancelAnimationFrame(frame);
      player.removeEventListener('pause', ended);
    };
  }, [player, playing]);
  return {
    playing,
    play: (start, end) => {
      if (!player) return;
      player.currentTime = start / 1000;
      setPlaying({ start, end });
      void player.play().catch(() => setPlaying(null));
    },
    stop: () => {
      player?.pause();
      setPlaying(null);
    },
  };
}
