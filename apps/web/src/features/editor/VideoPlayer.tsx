import type { TimeRange } from '@captionist/captions';
import type { VideoDetail } from '@captionist/contracts';
import { AspectRatio, Center, Loader, Stack, Text } from '@mantine/core';
import { useFullscreenElement } from '@mantine/hooks';
import { type CSSProperties, type Ref, useCallback, useRef, useState } from 'react';
import { useSteadySignedUrl } from '../../lib/use-steady-signed-url';
import { FillBackdrop } from './FillBackdrop';
import { PlayerControls } from './PlayerControls';
import { isPlayKey } from './player-keys';
import { togglePlayback } from './use-playback';
import classes from './VideoPlayer.module.css';

const NO_CUTS: readonly TimeRange[] = [];

/** Whether this page may show an element full screen (an iPhone shows only a bare <video> so). */
const canFullscreen = () =>
  typeof document !== 'undefined' &&
  Boolean(
    document.fullscreenEnabled ?? (document as { webkitFullscreenEnabled?: boolean }).webkitFullscreenEnabled,
  );

interface VideoPlayerProps {
  video: VideoDetail;
  ref: Ref<HTMLVideoElement>;
  /** A portrait picture gets a portrait player, as tall as the screen allows, with no side bars. */
  portrait?: boolean;
  /** A reframed video: the player takes the output's shape (width ÷ height)… */
  frameRatio?: number;
  /** …and, when the whole picture is fitted into it, a blurred copy of the picture behind. */
  fill?: boolean;
  /** The video's cuts (source ms): the controls run on the edited timeline. */
  cuts?: readonly TimeRange[];
}

/**
 * The video's preview proxy with the editor's own controls (PlayerControls), which play the
 * edited timeline. Full screen takes the player, not the <video>, so the captions and everything
 * else laid over the picture stay. The signed URL is kept while the detail is refetched, so
 * playback does not restart; it is renewed only when it fails (expired).
 */
export function VideoPlayer({
  video,
  ref,
  portrait = false,
  frameRatio,
  fill = false,
  cuts = NO_CUTS,
}: VideoPlayerProps) {
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  const fullscreen = useFullscreenElement<HTMLElement>();
  // The backdrop draws from the same element the editor holds.
  const setRefs = useCallback(
    (node: HTMLVideoElement | null) => {
      setElement(node);
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  // The upload itself plays while its preview copy is made, when browsers can play it.
  const source = useSteadySignedUrl(video.proxy_url ?? video.source_url);
  // A new source (the copy arriving, an expired link renewed) opens where the old one was, and
  // plays on if it was playing: loading a source starts it over from 0, paused.
  const [shownSrc, setShownSrc] = useState(source.src);
  const resume = useRef<{ time: number; playing: boolean } | null>(null);
  if (shownSrc !== source.src) {
    // Read before this render commits the new src, while the element still holds the old one.
    if (element && shownSrc) resume.current = { time: element.currentTime, playing: !element.paused };
    setShownSrc(source.src);
  }
  if (!source.src) {
    return (
      <AspectRatio ratio={16 / 9}>
        <Center bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Stack align="center" gap="xs" p="md" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text size="sm" c="dimmed" ta="center">
              The preview appears once the video is processed.
            </Text>
          </Stack>
        </Center>
      </AspectRatio>
    );
  }
  return (
    // Focusable so that a click on the picture brings the play keys here.
    <section
      ref={fullscreen.ref}
      aria-label="Video player"
      className={classes.player}
      tabIndex={-1}
      data-fitted={portrait || frameRatio ? true : undefined}
      data-testid="player"
      onKeyDown={(event) => {
        if (!element || !isPlayKey(event)) return;
        event.preventDefault();
        togglePlayback(element);
      }}
    >
      <div
        className={classes.frame}
        data-portrait={(portrait && !frameRatio) || undefined}
        data-framed={frameRatio ? true : undefined}
        data-fill={fill || undefined}
        style={frameRatio ? ({ '--frame-ratio': frameRatio } as CSSProperties) : undefined}
      >
        {fill && <FillBackdrop video={element} />}
        {/* biome-ignore lint/a11y/useMediaCaption: the captions are what this page makes; the transcript beside the player is their text. */}
        <video
          ref={setRefs}
          src={source.src}
          poster={video.poster_url ?? undefined}
          playsInline
          preload="metadata"
          aria-label={`Video ${video.name}`}
          data-testid="video-player"
          onClick={() => element && togglePlayback(element)}
          onError={() => {
            if (!source.isLatest) source.renew();
          }}
          onLoadedMetadata={() => {
            const at = resume.current;
            resume.current = null;
            if (!element) return;
            if (!at) {
              // A clip opens on its own first moment, not on its recording's.
              const first = video.ranges?.[0];
              if (first && element.currentTime * 1000 < first.start_ms)
                element.currentTime = first.start_ms / 1000;
              return;
            }
            // A seek made while the new source loaded (a word clicked) is where the person now wants
            // to be, and the browser has already started there: only an untouched start is moved.
            if (element.currentTime === 0) element.currentTime = at.time;
            if (at.playing) void element.play().catch(() => {});
          }}
          className={classes.video}
        />
      </div>
      {element && (
        <PlayerControls
          video={element}
          cuts={cuts}
          durationMs={video.duration_ms}
          fullscreen={{
            supported: canFullscreen(),
            active: fullscreen.fullscreen,
            toggle: fullscreen.toggle,
          }}
        />
      )}
      {video.proxy_spans && !video.ranges && (
        <Text size="xs" c="dimmed" mt={4} data-testid="partial-preview">
          Only the clips found play for now: the preview of the whole recording is still being made.
        </Text>
      )}
    </section>
  );
}
