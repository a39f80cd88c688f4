import { describe, expect, it } from 'vitest';
import { parseProbe } from './probe-media';

describe('parseProbe', () => {
  it('reads size, frame rate, duration, rotation and sound', () => {
    const probe = parseProbe({
      format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '12.480000' },
      streams: [
        {
          codec_type: 'video',
          codec_name: 'h264',
          width: 1920,
          height: 1080,
          avg_frame_rate: '30000/1001',
          profile: 'High',
          side_data_list: [{ rotation: -90 }],
        },
        { codec_type: 'audio', codec_name: 'aac' },
      ],
    });
    expect(probe).toEqual({
      container: 'mov,mp4,m4a,3gp,3g2,mj2',
      durationMs: 12480,
      video: { codec: 'h264', width: 1920, height: 1080, fps: 29.97, rotation: 270, profile: 'High' },
      audio: { codec: 'aac', track: 0, tracks: 1 },
    });
  });

  it('ignores cover art and reports missing pieces as null', () => {
    const probe = parseProbe({
      format: { format_name: 'mp3' },
      streams: [
        { codec_type: 'video', codec_name: 'mjpeg', disposition: { attached_pic: 1 } },
        { codec_type: 'audio', codec_name: 'mp3' },
      ],
    });
    expect(probe.video).toBeNull();
    expect(probe.durationMs).toBeNull();
  });
});
