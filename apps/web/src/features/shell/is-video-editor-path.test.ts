import { describe, expect, it } from 'vitest';
import { isVideoEditorPath } from './is-video-editor-path';

describe('isVideoEditorPath', () => {
  it('matches the video editor', () => {
    expect(isVideoEditorPath('/video/abc123')).toBe(true);
    expect(isVideoEditorPath('/video/abc123/')).toBe(true);
  });

  it('does not match the viewer or other pages', () => {
    expect(isVideoEditorPath('/video/abc123/view')).toBe(false);
    expect(isVideoEditorPath('/video/')).toBe(false);
    expect(isVideoEditorPath('/project/abc123')).toBe(false);
    expect(isVideoEditorPath('/dashboard')).toBe(false);
  });
});
