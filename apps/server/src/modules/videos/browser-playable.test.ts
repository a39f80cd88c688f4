import { describe, expect, it } from 'vitest';
import type { MediaProbe } from '../../platform/media/probe-media';
import { browserPlayable } from './browser-playable';

const picture = { codec: 'h264', width: 1920, height: 1080, fps: 30, rotation: 0, profile: 'High' };
const phone: MediaProbe = {
  container: 'mov,mp4,m4a,3gp,3g2,mj2',
  durationMs: 2000,
  video: picture,
  audio: { codec: 'aac', track: 0, tracks: 1 },
};

describe('browserPlayable', () => {
  it('plays H.264 + AAC in MP4 and VP8 + Opus in WebM, with or without sound', () => {
    expect(browserPlayable(phone)).toBe(true);
    expect(browserPlayable({ ...phone, audio: null })).toBe(true);
    const recording: MediaProbe = {
      ...phone,
      container: 'matroska,webm',
      video: { ...picture, codec: 'vp8', profile: '0' },
      audio: { codec: 'opus', track: 0, tracks: 1 },
    };
    expect(browserPlayable(recording)).toBe(true);
  });

  it('leaves to the preview copy what browsers cannot play, or would play without the chosen sound', () => {
    expect(browserPlayable({ ...phone, video: { ...picture, profile: 'High 4:4:4 Predictive' } })).toBe(
      false,
    );
    expect(browserPlayable({ ...phone, video: { ...picture, codec: 'vp9', profile: 'Profile 1' } })).toBe(
      false,
    );
    expect(browserPlayable({ ...phone, video: { ...picture, codec: 'hevc' } })).toBe(false);
    expect(browserPlayable({ ...phone, container: 'mpegts' })).toBe(false);
    expect(browserPlayable({ ...phone, audio: { codec: 'pcm_s16le', track: 0, tracks: 1 } })).toBe(false);
    expect(browserPlayable({ ...phone, audio: { codec: 'aac', track: 1, tracks: 2 } })).toBe(false);
    expect(browserPlayable(null)).toBe(false);
  });
});
