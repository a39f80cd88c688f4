// Plays one background track in the page, looped, at the volume chosen for the render, so the
// person hears how loud it will be. Stops when the track changes or the editor closes.
import { useCallback, useEffect, useRef, useState } from 'react';

interface Playing {
  url: string;
  element: HTMLAudioElement;
}

export function useTrackPreview(url: string | null, volume: number) {
  const audio = useRef<Playing | null>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const volumeRef = useRef(volume);
  volumeRef.current = volume;

  useEffect(() => {
    setFailed(false);
    return () => {
      if (audio.current?.url !== url) return;
      audio.current.element.pause();
      audio.current = null;
      setPlaying(false);
    };
  }, [url]);

  useEffect(() => {
    if (audio.current) audio.current.element.volume = volume;
  }, [volume]);

  const toggle = useCallback(() => {
    if (!url) return;
    const current = audio.current?.url === url ? audio.current.element : null;
    if (current && !current.paused) {
      current.pause();
      return;
    }
    const element = current ?? new Audio(url);
    if (!current) {
      element.loop = true;
      element.addEventListener('play', () => setPlaying(true));
      element.addEventListener('pause', () => setPlaying(false));
      audio.current = { url, element };
    }
    element.volume = volumeRef.current;
    setFailed(false);
    element.play().catch((error: unknown) => {
      // Not a failure when a pause or a change of track came first.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setPlaying(false);
      setFailed(true);
    });
  }, [url]);

  return { playing, failed, toggle };
}
