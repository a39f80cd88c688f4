import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// The toasts' container (transitions, portal, scroll-lock styles) loads with the first toast, not
// with the first page: until then a toast waits in Mantine's notifications store.
const ToastContainer = lazy(() => import('./ToastContainer').then((m) => ({ default: m.ToastContainer })));

export function Toasts() {
  const hasToasts = useNotifications().notifications.length > 0;
  const [needed, setNeeded] = useState(false);
  // Once there, the container stays: it animates the toasts out and takes the next ones.
  if (hasToasts && !needed) setNeeded(true);
  return needed ? (
    <Suspense>
      <ToastContainer />
    </Suspense>
  ) : null;
}
