import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '../lib/toast';

// Above modals, drawers and menus, so a toast is never hidden behind them.
const TOAST_LAYER = 9999;

/** Where the toasts of lib/toast.ts appear. */
export function ToastContainer() {
  return <Notifications position="top-center" zIndex={TOAST_LAYER} autoClose={TOAST_AUTO_CLOSE_MS} />;
}
