// Toast notifications of spec §2 over Mantine notifications.
import { notifications } from '@mantine/notifications';
import { createElement } from 'react';
import { ToastBody } from './ToastBody';
import { createToastRegistry, type ToastType, toastKey } from './toast-registry';

export const TOAST_AUTO_CLOSE_MS = 3000;

export type ToastPosition =
  | 'top-left'
  | 'top-center'
  | 'top-right'
  | 'bottom-left'
  | 'bottom-center'
  | 'bottom-right';

export interface ToastOptions {
  type: ToastType;
  title: string;
  message: string;
  action?: { label?: string; onClick: () => void };
  /** Milliseconds, or false to keep the toast until closed. */
  autoClose?: number | false;
  position?: ToastPosition;
}

const shownToasts = createToastRegistry();
let nextToastId = 0;

/** Shows a toast; returns its id, or null when an identical one is already shown. */
export function showToast({
  type,
  title,
  message,
  action,
  autoClose = TOAST_AUTO_CLOSE_MS,
  position = 'top-center',
}: ToastOptions): string | null {
  const key = toastKey({ type, title, message });
  if (!shownToasts.claim(key)) return null;
  nextToastId += 1;
  const id = `toast-${nextToastId}`;
  const body = action
    ? createElement(ToastBody, {
        message,
        actionLabel: action.label ?? 'Save',
        onAction: () => {
          action.onClick();
          notifications.hide(id);
        },
      })
    : message;
  return notifications.show({
    id,
    title,
    message: body,
    color: type === 'success' ? 'teal' : 'red',
    autoClose,
    position,
    withCloseButton: true,
    onClose: () => shownToasts.release(key),
  });
}
