import { describe, expect, it } from 'vitest';
import { videoStatusView } from './video-status';

const view = (status: Parameters<typeof videoStatusView>[0]['status'], extra = {}) =>
  videoStatusView({ status, error: null, transcription_status: 'none', ...extra });

describe('videoStatusView', () => {
  it.each([
    ['uploading', 'Uploading', 'blue'],
    ['processing', 'Processing', 'indigo'],
    ['ready', 'Ready', 'teal'],
    ['rendering', 'Rendering', 'orange'],
    ['rendered', 'Rendered', 'green'],
    ['failed', 'Failed', 'red'],
  ] as const)('shows %s as "%s" in %s', (status, label, color) => {
    expect(view(status)).toMatchObject({ label, color });
  });

  it('tells a queued transcription from a running one', () => {
    expect(view('transcribing', { transcription_status: 'queued' }).label).toBe('Queued for transcription');
    expect(view('transcribing', { transcription_status: 'running' }).label).toBe('Transcribing');
  });

  it('marks the statuses the server is still working on as busy', () => {
    expect(view('processing').busy).toBe(true);
    expect(view('transcribing').busy).toBe(true);
    expect(view('rendering').busy).toBe(true);
    expect(view('ready').busy).toBe(false);
    expect(view('failed').busy).toBe(false);
  });

  it('explains a failure with the server’s reason', () => {
    expect(view('failed', { error: 'This file is not a video.' }).description).toBe(
      'This file is not a video.',
    );
    expect(view('failed').description).toMatch(/upload it again/);
  });
});
