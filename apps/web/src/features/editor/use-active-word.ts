// The word being spoken as the video plays. While playing it is looked up on every animation
// frame (timeupdate fires only about 4 times a second, too coarse for single words); while
// paused, seeks and time updates are enough.
import type { TranscriptWord } from '@captionist/contracts';
import { useEffect, useState } from 'react';
import { findActiveWord } from '../transcript';

export function useActiveWord(video: HTMLVideoElement | null, words: readonly TranscriptWord[]): number {
  const [active, setActive] = useState(-1);
  useEffect(() => {
    if (!video) return;
    let frame = 0;
    // setActive with the same index does not re-render, so calling it every frame is cheap.
    const update = () => setActive(findActiveWord(words, video.currentTime * 1000));
    const follow = () => {
      update();
      frame = window.requestAnimationFrame(follow);
    };
    const stop = () => {
      window.cancelAnimationFrame(frame);
      update();
    };
    update();
    if (!video.paused) follow();
    const events = ['timeupdate', 'seeked', 'loadedmetadata'] as const;
    for (const event of events) video.addEventListener(event, update);
    video.addEventListener('play', follow);
    video.addEventListener('pause', stop);
    return () => {
      window.cancelAnimationFrame(frame);
      for (const event of events) video.removeEventListener(event, update);
      video.removeEventListener('play', follow);
      video.removeEventListener('pause', stop);
    };
  }, [video, words]);
  return active;
}
