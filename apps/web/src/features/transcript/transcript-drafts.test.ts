import { afterEach, describe, expect, it } from 'vitest';
import { sampleWords } from '../../test-support/word-fixtures';
import {
  clearDraft,
  PERSIST_STORAGE_KEY,
  readDraft,
  setDraft,
  type TranscriptDraft,
} from './transcript-drafts';

const draft = (basedOn = '5-abc'): TranscriptDraft => ({
  words: sampleWords(),
  basedOn,
  savedAt: '2026-01-01T10:00:00.000Z',
});

describe('transcript drafts', () => {
  afterEach(() => localStorage.clear());

  it('keeps a draft per video under persist:root, version 1, editor part only', () => {
    setDraft('v1', draft());
    setDraft('v2', draft('2-def'));
    const root = JSON.parse(localStorage.getItem(PERSIST_STORAGE_KEY) ?? '{}');
    expect(JSON.parse(root._persist)).toEqual({ version: 1, rehydrated: true });
    expect(Object.keys(JSON.parse(root.editor).jsonData)).toEqual(['v1', 'v2']);
    expect(readDraft('v1')).toEqual(draft());
    expect(readDraft('v2')?.basedOn).toBe('2-def');
    expect(readDraft('v3')).toBeNull();
  });

  it('clears one video’s draft and leaves the others and other persisted parts', () => {
    localStorage.setItem(PERSIST_STORAGE_KEY, JSON.stringify({ other: '"kept"' }));
    setDraft('v1', draft());
    setDraft('v2', draft());
    clearDraft('v1');
    expect(readDraft('v1')).toBeNull();
    expect(readDraft('v2')).not.toBeNull();
    expect(JSON.parse(localStorage.getItem(PERSIST_STORAGE_KEY) ?? '{}').other).toBe('"kept"');
  });

  it('ignores broken storage, another version and malformed drafts', () => {
    localStorage.setItem(PERSIST_STORAGE_KEY, '{not json');
    expect(readDraft('v1')).toBeNull();
    const editor = JSON.stringify({ jsonData: { v1: draft() } });
    localStorage.setItem(PERSIST_STORAGE_KEY, JSON.stringify({ editor, _persist: '{"version":2}' }));
    expect(readDraft('v1')).toBeNull();
    const broken = JSON.stringify({ jsonData: { v1: { ...draft(), words: [{ text: 1 }] } } });
    localStorage.setItem(PERSIST_STORAGE_KEY, JSON.stringify({ editor: broken, _persist: '{"version":1}' }));
    expect(readDraft('v1')).toBeNull();
  });
});
