import { describe, expect, it } from 'vitest';
import { stockMediaFile } from './stock-media-file';

describe('stockMediaFile', () => {
  it('stores a Wikimedia Commons transcode as WebM and a Pexels clip as MP4', () => {
    expect(
      stockMediaFile({
        kind: 'video',
        download_url:
          'https://upload.wikimedia.org/wikipedia/commons/transcoded/a/ab/Sea.webm/Sea.webm.1080p.vp9.webm',
      }),
    ).toEqual({ media: 'video', mime: 'video/webm', extension: 'webm' });
    expect(stockMediaFile({ kind: 'video', download_url: 'https://videos.pexels.com/v/1-hd.mp4' })).toEqual({
      media: 'video',
      mime: 'video/mp4',
      extension: 'mp4',
    });
  });

  it('falls back to the kind’s usual format without an extension that fits the kind', () => {
    expect(
      stockMediaFile({
        kind: 'photo',
        download_url: 'https://api.openverse.org/v1/images/x/thumb/?full_size=true',
      }),
    ).toEqual({ media: 'image', mime: 'image/jpeg', extension: 'jpg' });
    expect(stockMediaFile({ kind: 'photo', download_url: 'https://images.pexels.com/p/7.png' }).mime).toBe(
      'image/png',
    );
    expect(stockMediaFile({ kind: 'gif', download_url: 'https://media.giphy.com/a.mp4' })).toEqual({
      media: 'gif',
      mime: 'image/gif',
      extension: 'gif',
    });
  });
});
