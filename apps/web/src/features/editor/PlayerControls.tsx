import type { TimeRange } from '@captionist/captions';
import { ActionIcon, Slider } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';
import { formatDuration } from '../../lib/format-duration';
import { clockText, editedClock, SEEK_STEP_MS, seekTarget } from './edited-clock';
import classes from './PlayerControls.module.css';
import { PlayerIcon, type PlayerIconName } from './PlayerIcon';
import { usePlayback } from './use-playback';

export interface FullscreenControl {
  /** False where the page cannot show an element full screen (iPhone). */
  supported: boolean;
  active: boolean;
  toggle: () => void;
}

interface PlayerControlsProps {
  video: HTMLVideoElement;
  /** The video's cuts, in source ms. */
  cuts: readonly TimeRange[];
  /** The source's length; the element's own is used until it is known. */
  durationMs: number | null;
  fullscreen: FullscreenControl;
}

const stepKeys: Record<string, number> = {
  ArrowRight: SEEK_STEP_MS,
  ArrowUp: SEEK_STEP_MS,
  ArrowLeft: -SEEK_STEP_MS,
  ArrowDown: -SEEK_STEP_MS,
};

/** A button of the bar: its picture, named for screen readers. */
function BarButton({
  label,
  icon,
  onClick,
  ml,
}: {
  label: string;
  icon: PlayerIconName;
  onClick: () => void;
  ml?: 'auto';
}) {
  return (
    <ActionIcon size="xl" variant="subtle" color="gray" aria-label={label} onClick={onClick} ml={ml}>
      <PlayerIcon name={icon} />
    </ActionIcon>
  );
}

/**
 * The preview's control bar on the edited timeline: the scrubber runs over what the render keeps
 * and a seek lands outside the cuts, so the clock and length are the rendered video's.
 */
export function PlayerControls({ video, cuts, durationMs, fullscreen }: PlayerControlsProps) {
  const playback = usePlayback(video);
  const sourceMs = durationMs ?? playback.durationMs;
  const clock = editedClock(playback.timeMs, cuts, sourceMs);
  // While the scrubber is dragged it shows where it is, not where the video has got to.
  const [scrubMs, setScrubMs] = useState<number | null>(null);
  const shown = { atMs: scrubMs ?? clock.atMs, durationMs: clock.durationMs };
  const seek = (editedMs: number) => playback.seek(seekTarget(editedMs, cuts, sourceMs));
  const soundOff = playback.muted || playback.volume === 0;

  // Mantine steps the arrow keys by `step`, which is also the drag's resolution: the keys are
  // taken first here, to move by seconds.
  const onScrubberKey = (event: KeyboardEvent) => {
    const step = stepKeys[event.key];
    if (step === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    event.stopPropagation();
    seek(shown.atMs + step);
  };

  return (
    <div className={classes.controls} data-testid="player-controls">
      <div className={classes.scrubber} onKeyDownCapture={onScrubberKey}>
        <Slider
          size="sm"
          min={0}
          max={Math.max(1, clock.durationMs)}
          step={10}
          value={shown.atMs}
          disabled={clock.durationMs <= 0}
          label={(ms) => formatDuration(ms)}
          showLabelOnHover={false}
          thumbLabel="Playback position"
          thumbValueText={(ms) => clockText({ atMs: ms, durationMs: clock.durationMs }, ' of ')}
          onChange={(ms) => {
            setScrubMs(ms);
            seek(ms);
          }}
          onChangeEnd={(ms) => {
            seek(ms);
            setScrubMs(null);
          }}
          thumbSize={16}
          classNames={{ root: classes.scrubberRoot, trackContainer: classes.grip }}
          data-testid="player-scrubber"
        />
      </div>
      <div className={classes.bar}>
        <BarButton
          label={playback.paused ? 'Play' : 'Pause'}
          icon={playback.paused ? 'play' : 'pause'}
          onClick={playback.togglePlay}
        />
        <span className={classes.time} data-testid="player-clock">
          {clockText(shown)}
        </span>
        <BarButton
          label={soundOff ? 'Unmute' : 'Mute'}
          icon={soundOff ? 'muted' : 'sound'}
          onClick={playback.toggleMute}
          ml="auto"
        />
        <Slider
          className={classes.volume}
          size="sm"
          min={0}
          max={100}
          step={5}
          value={soundOff ? 0 : Math.round(playback.volume * 100)}
          label={null}
          thumbLabel="Video volume"
          thumbValueText={(percent) => `${percent} %`}
          onChange={(percent) => playback.setVolume(percent / 100)}
        />
        {fullscreen.supported && (
          <BarButton
            label={fullscreen.active ? 'Exit full screen' : 'Full screen'}
            icon={fullscreen.active ? 'exitFullscreen' : 'enterFullscreen'}
            onClick={fullscreen.toggle}
          />
        )}
      </div>
    </div>
  );
}
