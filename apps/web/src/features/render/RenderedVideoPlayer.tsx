import { Alert, Text } from '@mantine/core';
import { type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { sameSignedFile } from '../../lib/signed-url';
import classes from './RenderedVideoPlayer.module.css';

interface RenderedVideoPlayerProps {
  name: string;
  /** The latest signed URL of the rendered file (renewed before it expires). */
  url: string;
  /** Fetches a new signed URL; null when none could be had. */
  renew: () => Promise<string | null>;
  /** A frame of the render to show before it plays (the video's thumbnail). */
  poster?: string | null;
}

/** Errors in a row before the player gives up and says so, instead of retrying forever. */
const MAX_RENEWALS = 2;

/**
 * The rendered video. Its URL is signed and expires: the player keeps its URL while it plays (a
 * switch would restart it) and takes a fresh one when paused, or when playback fails, resuming at
 * the same time.
 */
export function RenderedVideoPlayer({ name, url, renew, poster }: RenderedVideoPlayerProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [src, setSrc] = useState(url);
  const [broken, setBroken] = useState(false);
  const resume = useRef<{ time: number; playing: boolean } | null>(null);
  const renewals = useRef(0);

  useEffect(() => {
    const player = ref.current;
    if (url === src) return;
    if (!sameSignedFile(url, src)) {
      resume.current = null;
      setSrc(url);
    } else if (!player || player.paused) {
      resume.current = player ? { time: player.currentTime, playing: false } : null;
      setSrc(url);
    }
  }, [url, src]);

  const onError = async (event: SyntheticEvent<HTMLVideoElement>) => {
    const player = event.currentTarget;
    if (renewals.current >= MAX_RENEWALS) return setBroken(true);
    renewals.current += 1;
    resume.current = { time: player.currentTime, playing: !player.paused };
    const fresh = await renew();
    if (fresh) setSrc(fresh);
    else setBroken(true);
  };

  const onLoadedMetadata = (event: SyntheticEvent<HTMLVideoElement>) => {
    const player = event.currentTarget;
    const at = resume.current;
    resume.current = null;
    if (!at) return;
    player.currentTime = at.time;
    if (at.playing) void player.play().catch(() => undefined);
  };

  return (
    <div>
      <div className={classes.frame}>
        {/* biome-ignore lint/a11y/useMediaCaption: the captions are burned into the picture. */}
        <video
          ref={ref}
          src={src}
          poster={poster ?? undefined}
          controls
          playsInline
          preload="metadata"
          aria-label={`Rendered video ${name}`}
          data-testid="rendered-video"
          onError={(event) => void onError(event)}
          onLoadedMetadata={onLoadedMetadata}
          onPlaying={() => {
            renewals.current = 0;
            setBroken(false);
          }}
          className={classes.video}
        />
      </div>
      {broken && (
        <Alert color="red" mt="sm" title="The video does not play" role="alert">
          <Text size="sm">
            Reload the page to try again, or download the file and play it on your device.
          </Text>
        </Alert>
      )}
    </div>
  );
}
