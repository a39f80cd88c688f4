import { describe, expect, it } from 'vitest';
import { PartProgress, partBlob, receivedBytes } from './multipart-parts';

const file = new Blob(['abcdefghijklmnopqrst']); // 20 bytes: parts of 8, 8 and 4

describe('partBlob', () => {
  it('gives each part its own bytes, the last one the remainder', async () => {
    expect(await partBlob(file, 8, { part_number: 1, size: 8 }).text()).toBe('abcdefgh');
    expect(await partBlob(file, 8, { part_number: 2, size: 8 }).text()).toBe('ijklmnop');
    expect(await partBlob(file, 8, { part_number: 3, size: 4 }).text()).toBe('qrst');
  });
});

describe('receivedBytes', () => {
  it('counts the bytes of the parts the server has, the short last part by its size', () => {
    expect(receivedBytes([], 8, 20)).toBe(0);
    expect(receivedBytes([1, 2], 8, 20)).toBe(16);
    expect(receivedBytes([1, 3], 8, 20)).toBe(12);
    expect(receivedBytes([1, 2, 3], 8, 20)).toBe(20);
  });
});

describe('PartProgress', () => {
  it('adds the bytes of parts in flight to those already received', () => {
    const progress = new PartProgress(16);
    expect(progress.loaded).toBe(16);
    progress.sending(3, 1);
    progress.sending(4, 5);
    expect(progress.loaded).toBe(22);
    progress.sending(3, 3);
    expect(progress.loaded).toBe(24);
    progress.received(3, 4);
    expect(progress.loaded).toBe(25);
  });

  it('forgets the bytes of a dropped part, which is sent again from its start', () => {
    const progress = new PartProgress(0);
    progress.sending(1, 6);
    progress.sending(2, 2);
    progress.dropped(1);
    expect(progress.loaded).toBe(2);
    progress.sending(1, 1);
    expect(progress.loaded).toBe(3);
  });
});
