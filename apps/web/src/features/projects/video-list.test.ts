import { describe, expect, it } from 'vitest';
import { sampleVideo } from '../../test-support/video-fixtures';
import { upsertVideo, withoutVideos } from './video-list';

describe('upsertVideo', () => {
  it('puts a new video first', () => {
    const list = upsertVideo([sampleVideo({ id: 'old' })], sampleVideo({ id: 'new' }));
    expect(list.map((video) => video.id)).toEqual(['new', 'old']);
  });

  it('replaces the copy already in the list where it stands', () => {
    const list = upsertVideo(
      [sampleVideo({ id: 'a' }), sampleVideo({ id: 'b', status: 'uploading' })],
      sampleVideo({ id: 'b', status: 'processing' }),
    );
    expect(list.map((video) => [video.id, video.status])).toEqual([
      ['a', 'ready'],
      ['b', 'processing'],
    ]);
  });

  it('starts a list that was not loaded yet', () => {
    expect(upsertVideo(undefined, sampleVideo()).length).toBe(1);
  });
});

describe('withoutVideos', () => {
  it('leaves out the videos with the given ids', () => {
    const list = [sampleVideo({ id: 'a' }), sampleVideo({ id: 'b' })];
    expect(withoutVideos(list, new Set(['a'])).map((video) => video.id)).toEqual(['b']);
    expect(withoutVideos(list, new Set())).toBe(list);
  });
});
