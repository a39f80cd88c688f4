import { notifications } from '@mantine/notifications';
import { isValidElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from './toast';

vi.mock('@mantine/notifications', () => ({
  notifications: { show: vi.fn((data: { id: string }) => data.id), hide: vi.fn() },
}));

type Shown = Parameters<typeof notifications.show>[0];
const lastShown = () => vi.mocked(notifications.show).mock.lastCall?.[0] as Shown;

describe('showToast', () => {
  beforeEach(() => {
    vi.mocked(notifications.show).mockClear();
  });

  it('closes after 3 s at the top centre, with a close button, by default', () => {
    showToast({ type: 'success', title: 'Saved', message: 'Profile updated.' });
    expect(lastShown()).toMatchObject({
      title: 'Saved',
      message: 'Profile updated.',
      color: 'teal',
      autoClose: 3000,
      position: 'top-center',
      withCloseButton: true,
    });
    lastShown().onClose?.(lastShown());
  });

  it('ignores an identical toast until the first one closes', () => {
    const toast = { type: 'error', title: 'Upload failed', message: 'Try again.' } as const;
    expect(showToast(toast)).not.toBeNull();
    expect(showToast(toast)).toBeNull();
    expect(notifications.show).toHaveBeenCalledTimes(1);
    lastShown().onClose?.(lastShown());
    expect(showToast(toast)).not.toBeNull();
    lastShown().onClose?.(lastShown());
  });

  it('honours a custom delay, no auto-close and a custom position', () => {
    showToast({ type: 'error', title: 'A', message: 'kept', autoClose: false, position: 'bottom-left' });
    expect(lastShown()).toMatchObject({ autoClose: false, position: 'bottom-left', color: 'red' });
    showToast({ type: 'error', title: 'B', message: 'slow', autoClose: 8000 });
    expect(lastShown()).toMatchObject({ autoClose: 8000 });
  });

  it('labels the action button Save unless told otherwise', () => {
    showToast({
      type: 'success',
      title: 'Unsaved changes',
      message: 'Keep them?',
      action: { onClick: () => {} },
    });
    const body = lastShown().message;
    expect(isValidElement(body) && (body.props as { actionLabel: string }).actionLabel).toBe('Save');
  });
});
