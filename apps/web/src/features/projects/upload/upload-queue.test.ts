import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canRetry,
  newUpload,
  resumedUpload,
  type UploadAction,
  type UploadItem,
  uploadPercent,
  uploadProgressLabel,
  uploadQueueReducer,
  uploadsToStart,
} from './upload-queue';

const MB = 1024 * 1024;
const file = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'video/mp4' });
const run = (items: UploadItem[], ...actions: UploadAction[]) => actions.reduce(uploadQueueReducer, items);
const only = (items: UploadItem[]) => items[0] as UploadItem;

describe('uploadQueueReducer', () => {
  it('takes a file from checking through sending to done, counting bytes', () => {
    let items = run([], { type: 'added', items: [newUpload('a', file('a.mp4', 10 * MB), null)] });
    expect(only(items).phase).toBe('checking');
    expect(uploadsToStart(items, 2)).toEqual([]);
    items = run(items, { type: 'checked', id: 'a', refusal: null });
    expect(only(items).phase).toBe('waiting');
    items = run(items, { type: 'started', id: 'a' }, { type: 'created', id: 'a', videoId: 'v1' });
    expect(only(items)).toMatchObject({ phase: 'sending', videoId: 'v1', loaded: 0 });
    items = run(items, { type: 'progressed', id: 'a', loaded: 3.2 * MB });
    expect(uploadPercent(only(items))).toBe(32);
    expect(uploadProgressLabel(only(items), 'en')).toBe('3.2 MB of 10 MB · 32%');
    items = run(items, { type: 'sent', id: 'a' });
    expect(only(items)).toMatchObject({ phase: 'confirming', loaded: 10 * MB });
    items = run(items, { type: 'confirmed', id: 'a' });
    expect(only(items).phase).toBe('done');
    expect(uploadPercent(only(items))).toBe(100);
  });

  it('never counts more bytes than the file has', () => {
    const items = run([newUpload('a', file('a.mp4', 100), null)], {
      type: 'progressed',
      id: 'a',
      loaded: 250,
    });
    expect(only(items).loaded).toBe(100);
  });

  it('keeps the reason of a failure and starts over on retry', () => {
    let items = run(
      [newUpload('a', file('a.mp4', 100), null)],
      { type: 'started', id: 'a' },
      { type: 'created', id: 'a', videoId: 'v1' },
      { type: 'progressed', id: 'a', loaded: 40 },
      { type: 'failed', id: 'a', message: 'The upload was interrupted.' },
    );
    expect(only(items)).toMatchObject({ phase: 'failed', error: 'The upload was interrupted.' });
    expect(canRetry(only(items))).toBe(true);
    items = run(items, { type: 'retried', id: 'a' });
    expect(only(items)).toMatchObject({ phase: 'waiting', loaded: 0, videoId: null, error: null });
  });

  it('resumes a paused upload with its video and the bytes already sent', () => {
    let items = run(
      [newUpload('a', file('a.mp4', 100), null)],
      { type: 'started', id: 'a' },
      { type: 'created', id: 'a', videoId: 'v1' },
      { type: 'progressed', id: 'a', loaded: 60 },
      { type: 'paused', id: 'a' },
    );
    expect(only(items)).toMatchObject({ phase: 'paused', videoId: 'v1', loaded: 60 });
    expect(canCancel(only(items))).toBe(true);
    expect(canRetry(only(items))).toBe(false);
    items = run(items, { type: 'resumed', id: 'a' });
    expect(uploadsToStart(items, 1).map((item) => item.id)).toEqual(['a']);
    items = run(items, { type: 'started', id: 'a' });
    expect(only(items)).toMatchObject({ phase: 'creating', videoId: 'v1', loaded: 60 });
  });

  it('refuses a file once its check finds a reason, before any byte moved', () => {
    const items = run([newUpload('a', file('a.mp4', 100), null)], {
      type: 'checked',
      id: 'a',
      refusal: 'You are not allowed to use videos longer than 5.00 minutes',
    });
    expect(only(items)).toMatchObject({
      phase: 'refused',
      error: 'You are not allowed to use videos longer than 5.00 minutes',
    });
    expect(canRetry(only(items))).toBe(false);
  });

  it('ignores the end of a check for a file cancelled meanwhile', () => {
    const items = run(
      [newUpload('a', file('a.mp4', 100), null)],
      { type: 'cancelled', id: 'a' },
      { type: 'checked', id: 'a', refusal: null },
    );
    expect(only(items).phase).toBe('cancelled');
  });

  it('carries an interrupted upload on from the bytes the server has, with its video', () => {
    const items = run([], { type: 'added', items: [resumedUpload('a', file('a.mp4', 100), 'v1', 40)] });
    expect(only(items)).toMatchObject({ phase: 'waiting', videoId: 'v1', loaded: 40 });
    expect(uploadsToStart(items, 1).map((item) => item.id)).toEqual(['a']);
  });

  it('lets a cancelled upload be retried, but not a refused file', () => {
    const cancelled = run([newUpload('a', file('a.mp4', 1), null)], { type: 'cancelled', id: 'a' });
    expect(canRetry(only(cancelled))).toBe(true);
    const refused = run([newUpload('b', file('b.mp4', 1), 'Too large.')], { type: 'retried', id: 'b' });
    expect(only(refused)).toMatchObject({ phase: 'refused', error: 'Too large.' });
    expect(canRetry(only(refused))).toBe(false);
    expect(canCancel(only(refused))).toBe(false);
  });

  it('lists files in the order they were added and drops dismissed ones', () => {
    const items = run(
      [],
      { type: 'added', items: [newUpload('a', file('a.mp4', 1), null)] },
      { type: 'added', items: [newUpload('b', file('b.mp4', 1), null)] },
    );
    expect(items.map((item) => item.id)).toEqual(['a', 'b']);
    expect(run(items, { type: 'dismissed', id: 'a' }).map((item) => item.id)).toEqual(['b']);
  });
});

describe('uploadsToStart', () => {
  it('starts waiting files in order, up to the parallel limit', () => {
    const items = run(
      [],
      {
        type: 'added',
        items: [newUpload('a', file('a.mp4', 1), null), newUpload('b', file('b.mp4', 1), null)],
      },
      { type: 'added', items: [newUpload('c', file('c.mp4', 1), null)] },
      ...['a', 'b', 'c'].map((id): UploadAction => ({ type: 'checked', id, refusal: null })),
      { type: 'started', id: 'b' },
    );
    expect(uploadsToStart(items, 2).map((item) => item.id)).toEqual(['a']);
    expect(uploadsToStart(items, 1)).toEqual([]);
    expect(uploadsToStart(run(items, { type: 'confirmed', id: 'b' }), 3).map((item) => item.id)).toEqual([
      'a',
      'c',
    ]);
  });
});
