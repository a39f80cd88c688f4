// The picture box of a player (pictureBox), measured again whenever the player or the window
// changes size, for what is laid over the picture: captions' guides, word targets, b-roll.
import { useEffect, useState } from 'react';
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
    const observer = new ResizeObserver(measure);
    observer.observe(video);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [video, width, height]);
  return picture;
}
