import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { router } from './app/router';
import { checkSessionEarly } from './features/auth/session-probe';

checkSessionEarly();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain a #root element.');

const root = createRoot(container);
// As a transition React renders the app in slices, so a slow phone's main thread is not held for
// the whole first render (Lighthouse's total blocking time).
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
