// The player's position in milliseconds, following playback and seeks (for the b-roll
// timeline's playhead); `timeupdate` fires a few times a second, which is enough for a playhead.
import { useEffect, useState } from 'react';

export function usePlayerTime(player: HTMLVideoElement | null): number {
  const [timeMs, setTimeMs] = useState(0);
  useEffect(() => {
    if (!player) return;
    const update = () => setTimeMs(Math.round(player.currentTime * 1000));
    update();
    player.addEventListener('timeupdate', update);
    player.addEventListener('seeked', update);
    return () => {
      player.removeEventListener('timeupdate', update);
      player.removeEventListener('seeked', update);
    };
  }, [player]);
  return timeMs;
}
