import { useEffect, useRef } from 'react';
import classes from './FillBackdrop.module.css';

/** The backdrop is drawn this small and blurred up: the render blurs a copy an eighth of its size. */
const BACKDROP_WIDTH = 48;

/**
 * Behind a picture fitted into a reframed frame, a blurred copy of it covering the frame, as the
 * render's fill draws it (docs/reframe.md): each presented frame drawn small onto a canvas that
 * CSS scales up and blurs.
 */
export function FillBackdrop({ video }: { video: HTMLVideoElement | null }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const target = canvas.current;
    const context = target?.getContext('2d');
    if (!video || !target || !context) return;
    const draw = () => {
      const { videoWidth, videoHeight, clientWidth, clientHeight } = video;
      if (!videoWidth || !videoHeight || !clientWidth || !clientHeight) return;
      target.width = BACKDROP_WIDTH;
      target.height = Math.max(1, Math.round((BACKDROP_WIDTH * clientHeight) / clientWidth));
      // Cover: the picture scaled to fill the frame, its overflow cut off.
      const scale = Math.max(target.width / videoWidth, target.height / videoHeight);
      const w = videoWidth * scale;
      const h = videoHeight * scale;
      context.drawImage(video, (target.width - w) / 2, (target.height - h) / 2, w, h);
    };
    const perFrame = typeof (video as Partial<HTMLVideoElement>).requestVideoFrameCallback === 'function';
    let frame = 0;
    const watch = () => {
      frame = video.requestVideoFrameCallback(() => {
        draw();
        watch();
      });
    };
    if (perFrame) watch();
    else video.addEventListener('timeupdate', draw);
    video.addEventListener('loadeddata', draw);
    video.addEventListener('seeked', draw);
    draw();
    return () => {
      if (perFrame) video.cancelVideoFrameCallback(frame);
      else video.removeEventListener('timeupdate', draw);
      video.removeEventListener('loadeddata', draw);
      video.removeEventListener('seeked', draw);
    };
  }, [video]);
  return <canvas ref={canvas} className={classes.backdrop} data-testid="fill-backdrop" />;
}
