import type { UnfinishedUpload } from '@captionist/contracts';
import { describe, expect, it } from 'vitest';
import { interruptedUploads } from './interrupted-uploads';

const upload = (videoId: string, interrupted: boolean): UnfinishedUpload => ({
  video_id: videoId,
  interrupted,
  resume: null,
});

describe('interruptedUploads', () => {
  it('takes the uploads the server calls interrupted', () => {
    const found = interruptedUploads([upload('v1', true), upload('v2', false)], new Set());
    expect([...found.keys()]).toEqual(['v1']);
  });

  it('takes at once an upload an earlier page of this tab was sending', () => {
    const found = interruptedUploads([upload('v1', false), upload('v2', false)], new Set(['v2', 'v9']));
    expect([...found.values()]).toEqual([upload('v2', true)]);
  });

  it('has nothing to say before the uploads are known', () => {
    expect(interruptedUploads(undefined, new Set(['v1'])).size).toBe(0);
  });
});
