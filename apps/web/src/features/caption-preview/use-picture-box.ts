// The picture box of a player (pictureBox), measured again whenever the player or the window
// changes size, for what is laid over the picture: captions' guides, word targets, b-roll.
import { useEffect, useState } from 'react';
import { nextFrameOnce } from './next-frame-once';
import { type PictureBox, pictureBox } from './picture-box';

export function usePictureBox(
  video: HTMLVideoElement | null,
  width: number,
  height: number,
): PictureBox | null {
  const [picture, setPicture] = useState<PictureBox | null>(null);
  useEffect(() => {
    if (!video) return;
    const measure = () => setPicture(pictureBox(video, { width, height }));
    measure();
    // What is laid out from the box may change the page's layout (a scroll bar that comes or
    // goes): done inside the observer's callback, that would start another round in the same frame
    // and the browser reports a ResizeObserver loop as a window error. So it waits for the next frame.
    const remeasure = nextFrameOnce(measure);
    const observer = new ResizeObserver(remeasure.request);
    observer.observe(video);
    window.addEventListener('resize', remeasure.request);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', remeasure.request);
      remeasure.cancel();
    };
  }, [video, width, height]);
  return picture;
}
