import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleVideoDetail } from '../../test-support/editor-fixtures';
import { renderScreen } from '../../test-support/render-screen';
import { VideoPlayer } from './VideoPlayer';

// A minute of source with 12 s cut out at 10–22 s: the edited video runs 48 s.
const cuts = [{ start: 10_000, end: 22_000 }];

async function openPlayer() {
  renderScreen(<VideoPlayer video={sampleVideoDetail({ duration_ms: 60_000 })} ref={() => {}} cuts={cuts} />);
  const controls = await screen.findByTestId('player-controls');
  const video = screen.getByTestId('video-player') as HTMLVideoElement;
  const scrubber = within(controls).getByRole('slider', { name: 'Playback position' });
  const clock = () => screen.getByTestId('player-clock').textContent;
  /** The browser moving the video on, as it reports it while playing. */
  const playTo = (seconds: number) =>
    act(() => {
      video.currentTime = seconds;
      video.dispatchEvent(new Event('timeupdate'));
    });
  return { controls, video, scrubber, clock, playTo };
}

/** The editor's player on the upload itself; `copyArrives` brings the preview copy in its place. */
async function playingUploadUntilCopy() {
  let copyArrives = () => {};
  function Editor() {
    const [video, setVideo] = useState(
      sampleVideoDetail({ proxy_url: null, source_url: '/files/v1/original.mov?sig=1' }),
    );
    copyArrives = () => setVideo(sampleVideoDetail({}));
    return <VideoPlayer video={video} ref={() => {}} />;
  }
  renderScreen(<Editor />);
  const video = (await screen.findByTestId('video-player')) as HTMLVideoElement;
  return { video, copyArrives: () => copyArrives() };
}

describe('VideoPlayer', () => {
  afterEach(cleanup);

  it('shows the edited length and the playhead on the edited timeline, with its own controls', async () => {
    const { video, scrubber, clock, playTo } = await openPlayer();
    expect(video.hasAttribute('controls')).toBe(false);
    expect(video.getAttribute('aria-label')).toBe('Video Interview.mp4');
    expect(clock()).toBe('0:00 / 0:48');
    expect(scrubber.getAttribute('aria-valuemax')).toBe('48000');
    expect(scrubber.getAttribute('aria-valuetext')).toBe('0:00 of 0:48');
    // 25 s of source is 13 s into the edited video.
    playTo(25);
    expect(clock()).toBe('0:13 / 0:48');
    expect(scrubber.getAttribute('aria-valuetext')).toBe('0:13 of 0:48');
  });

  it('seeks by 5 s of edited time with the arrow keys, to the source time outside the cuts', async () => {
    const { video, scrubber, clock, playTo } = await openPlayer();
    fireEvent.keyDown(scrubber, { key: 'ArrowRight' });
    expect(video.currentTime).toBe(5);
    // Edited 10 s is where the cut was: the seek lands on its end, not in it.
    fireEvent.keyDown(scrubber, { key: 'ArrowRight' });
    expect(video.currentTime).toBe(22);
    expect(clock()).toBe('0:10 / 0:48');
    fireEvent.keyDown(scrubber, { key: 'ArrowUp' });
    expect(video.currentTime).toBe(27);
    playTo(30);
    fireEvent.keyDown(scrubber, { key: 'ArrowLeft' });
    // 30 s of source is edited 18 s; 13 s edited plays 25 s of source.
    expect(video.currentTime).toBe(25);
    expect(scrubber.getAttribute('aria-valuetext')).toBe('0:13 of 0:48');
  });

  it('goes to the start and the end with Home and End', async () => {
    const { video, scrubber, clock } = await openPlayer();
    fireEvent.keyDown(scrubber, { key: 'End' });
    expect(video.currentTime).toBe(60);
    expect(clock()).toBe('0:48 / 0:48');
    fireEvent.keyDown(scrubber, { key: 'Home' });
    expect(video.currentTime).toBe(0);
    expect(clock()).toBe('0:00 / 0:48');
  });

  it('plays and pauses from its button, and with Space or K while focus is in the player', async () => {
    const { controls, video, scrubber } = await openPlayer();
    fireEvent.click(within(controls).getByRole('button', { name: 'Play' }));
    expect(video.paused).toBe(false);
    fireEvent.click(within(controls).getByRole('button', { name: 'Pause' }));
    expect(video.paused).toBe(true);

    fireEvent.keyDown(scrubber, { key: ' ' });
    expect(video.paused).toBe(false);
    fireEvent.keyDown(scrubber, { key: 'k' });
    expect(video.paused).toBe(true);
    expect(within(controls).getByRole('button', { name: 'Play' })).toBeTruthy();
    // Space on another button presses that button; K still plays.
    const mute = within(controls).getByRole('button', { name: 'Mute' });
    fireEvent.keyDown(mute, { key: ' ' });
    expect(video.paused).toBe(true);
    fireEvent.keyDown(mute, { key: 'K' });
    expect(video.paused).toBe(false);
    // Shortcuts of the page (Ctrl+K and the like) are left alone.
    fireEvent.keyDown(scrubber, { key: 'k', ctrlKey: true });
    expect(video.paused).toBe(false);
    // A click on the picture plays or pauses too, as the browser's player did.
    fireEvent.click(video);
    expect(video.paused).toBe(true);
  });

  it('mutes, unmutes and sets the volume', async () => {
    const { controls, video } = await openPlayer();
    const volume = within(controls).getByRole('slider', { name: 'Video volume' });
    expect(volume.getAttribute('aria-valuetext')).toBe('100 %');
    fireEvent.click(within(controls).getByRole('button', { name: 'Mute' }));
    expect(video.muted).toBe(true);
    expect(volume.getAttribute('aria-valuetext')).toBe('0 %');
    fireEvent.click(within(controls).getByRole('button', { name: 'Unmute' }));
    expect(video.muted).toBe(false);
    fireEvent.keyDown(volume, { key: 'ArrowLeft' });
    expect(video.volume).toBeCloseTo(0.95);
    expect(volume.getAttribute('aria-valuetext')).toBe('95 %');
  });

  it('takes the whole player full screen, so what is laid over the picture stays', async () => {
    // The browser's side: the element asked for goes full screen and says so.
    let shown: Element | null = null;
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    Object.defineProperty(document, 'fullscreenElement', { get: () => shown, configurable: true });
    HTMLElement.prototype.requestFullscreen = function (this: HTMLElement) {
      shown = this;
      this.dispatchEvent(new Event('fullscreenchange', { bubbles: true }));
      return Promise.resolve();
    };
    try {
      const { controls, video } = await openPlayer();
      await act(async () => {
        fireEvent.click(within(controls).getByRole('button', { name: 'Full screen' }));
      });
      const player = screen.getByRole('region', { name: 'Video player' });
      expect(shown).toBe(player);
      expect(player.contains(video)).toBe(true);
      expect(within(controls).getByRole('button', { name: 'Exit full screen' })).toBeTruthy();
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
      Reflect.deleteProperty(document, 'fullscreenEnabled');
      Reflect.deleteProperty(document, 'fullscreenElement');
    }
  });

  it('offers no full screen where the page cannot have one', async () => {
    const { controls } = await openPlayer();
    expect(within(controls).queryByRole('button', { name: 'Full screen' })).toBeNull();
  });

  it('plays the upload itself until the preview copy exists, and waits when neither can play', () => {
    const waiting = { proxy_url: null, source_url: '/files/v1/source.mp4?sig=1' };
    renderScreen(<VideoPlayer video={sampleVideoDetail(waiting)} ref={() => {}} />);
    expect(screen.getByTestId('video-player').getAttribute('src')).toBe('/files/v1/source.mp4?sig=1');
    cleanup();
    renderScreen(<VideoPlayer video={sampleVideoDetail({ proxy_url: null })} ref={() => {}} />);
    expect(screen.queryByTestId('video-player')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('The preview appears once the video is processed.');
  });

  it('says so when its copy holds only the clips found, until the whole recording’s arrives', async () => {
    const clipsOnly = sampleVideoDetail({
      proxy_url: '/files/v1/clip-proxy-1.mp4?sig=1',
      proxy_spans: [{ start_ms: 30_000, end_ms: 130_000 }],
    });
    renderScreen(<VideoPlayer video={clipsOnly} ref={() => {}} />);
    expect((await screen.findByTestId('partial-preview')).textContent).toMatch(/Only the clips found play/);
    cleanup();
    // An accepted clip's own copy holds all of it: nothing to say.
    renderScreen(
      <VideoPlayer video={{ ...clipsOnly, ranges: [{ start_ms: 65_000, end_ms: 90_000 }] }} ref={() => {}} />,
    );
    await screen.findByTestId('video-player');
    expect(screen.queryByTestId('partial-preview')).toBeNull();
  });

  it('opens the preview copy, when it arrives, where the upload was playing', async () => {
    const { video, copyArrives } = await playingUploadUntilCopy();
    expect(video.getAttribute('src')).toBe('/files/v1/original.mov?sig=1');
    await act(() => video.play());
    act(() => {
      video.currentTime = 3.5;
    });
    act(copyArrives);
    expect(video.getAttribute('src')).toBe('/files/v1/proxy.mp4?sig=1');
    // The browser starts a new source over from 0, paused, then reports its metadata.
    video.pause();
    video.currentTime = 0;
    await act(async () => {
      video.dispatchEvent(new Event('loadedmetadata'));
    });
    expect(video.currentTime).toBe(3.5);
    expect(video.paused).toBe(false);
  });

  it('keeps a seek made while the preview copy loads instead of going back to the old time', async () => {
    const { video, copyArrives } = await playingUploadUntilCopy();
    act(() => {
      video.currentTime = 3.5;
    });
    act(copyArrives);
    video.currentTime = 0;
    // A word clicked before the copy's metadata: browsers keep it as the start position.
    video.currentTime = 7.25;
    await act(async () => {
      video.dispatchEvent(new Event('loadedmetadata'));
    });
    expect(video.currentTime).toBe(7.25);
    expect(video.paused).toBe(true);
  });

  it('opens a clip on its first moment, not on its recording’s', async () => {
    const clip = sampleVideoDetail({ duration_ms: 60_000, ranges: [{ start_ms: 12_500, end_ms: 20_000 }] });
    renderScreen(<VideoPlayer video={clip} ref={() => {}} />);
    const video = (await screen.findByTestId('video-player')) as HTMLVideoElement;
    await act(async () => {
      video.dispatchEvent(new Event('loadedmetadata'));
    });
    expect(video.currentTime).toBe(12.5);
  });
});
