// Every route of spec §2: signed-out pages, public pages, the signed-in shell and not-found.
import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { GuestOnlyRoute } from '../features/auth/GuestOnlyRoute';
import {
  checkoutErrorPage,
  checkoutSuccessPage,
  dashboardPage,
  developersPage,
  emailVerifyPage,
  forgotPasswordPage,
  loginPage,
  myPlanPage,
  notFoundPage,
  profilePage,
  projectPage,
  redeemCodePage,
  resetPasswordPage,
  signedInShell,
  signupPage,
  videoEditorPage,
  videoViewPage,
} from './lazy-pages';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // Shown on first load while the opened page's chunk downloads.
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <GuestOnlyRoute />,
        children: [
          { path: '/', lazy: loginPage },
          { path: '/login', lazy: loginPage },
          { path: '/signup', lazy: signupPage },
          { path: '/forgot-password', lazy: forgotPasswordPage },
          { path: '/reset-password', lazy: resetPasswordPage },
        ],
      },
      { path: '/email-verify/:token', lazy: emailVerifyPage },
      { path: '/checkout/success', lazy: checkoutSuccessPage },
      { path: '/checkout/error', lazy: checkoutErrorPage },
      {
        lazy: signedInShell,
        children: [
          { path: '/dashboard', lazy: dashboardPage },
          { path: '/profile', lazy: profilePage },
          { path: '/profile/developers', lazy: developersPage },
          { path: '/my-plan', lazy: myPlanPage },
          { path: '/redeem-code', lazy: redeemCodePage },
          { path: '/project/:pid', lazy: projectPage },
          { path: '/video/:vid', lazy: videoEditorPage },
          { path: '/video/:vid/view', lazy: videoViewPage },
        ],
      },
      { path: '*', lazy: notFoundPage },
    ],
  },
];
