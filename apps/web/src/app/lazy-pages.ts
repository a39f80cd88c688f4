// Every screen is its own chunk, so the first load only downloads the page being opened.
// These are route `lazy` loaders, not React.lazy: the router wraps navigations in transitions,
// so a React.lazy page would leave the old screen up with no sign of loading, whereas the
// router reports a loading route through useNavigation and the top bar can show it.
import type { ComponentType } from 'react';
import { checkGoogleSignInEarly, isGoogleSignInOffered } from '../features/auth/google-sign-in-probe';

type LazyPage = () => Promise<{ Component: ComponentType; loader?: () => Promise<unknown> }>;

/** A page that offers "Continue with Google" when the server does: its loader says whether. */
const signInPage =
  (load: () => Promise<ComponentType>): LazyPage =>
  () => {
    // Under way while the page's code downloads; the loader then takes the answer.
    checkGoogleSignInEarly();
    return load().then((Component) => ({ Component, loader: isGoogleSignInOffered }));
  };

export const loginPage = signInPage(() => import('../features/auth/LoginPage').then((m) => m.LoginPage));
export const signupPage = signInPage(() => import('../features/auth/SignupPage').then((m) => m.SignupPage));
export const emailVerifyPage: LazyPage = () =>
  import('../features/auth/EmailVerifyPage').then((m) => ({ Component: m.EmailVerifyPage }));
export const forgotPasswordPage: LazyPage = () =>
  import('../features/auth/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage }));
export const resetPasswordPage: LazyPage = () =>
  import('../features/auth/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage }));
export const checkoutSuccessPage: LazyPage = () =>
  import('../features/plans/CheckoutSuccessPage').then((m) => ({ Component: m.CheckoutSuccessPage }));
export const checkoutErrorPage: LazyPage = () =>
  import('../features/plans/CheckoutErrorPage').then((m) => ({ Component: m.CheckoutErrorPage }));
// The frame of the signed-in pages (top bar, menus, render watcher) is only for signed-in users.
export const signedInShell: LazyPage = () =>
  import('../features/shell/SignedInShell').then((m) => ({ Component: m.SignedInShell }));
export const dashboardPage: LazyPage = () =>
  import('../features/dashboard/DashboardPage').then((m) => ({ Component: m.DashboardPage }));
export const profilePage: LazyPage = () =>
  import('../features/accounts/ProfilePage').then((m) => ({ Component: m.ProfilePage }));
export const developersPage: LazyPage = () =>
  import('../features/developers/DevelopersPage').then((m) => ({ Component: m.DevelopersPage }));
export const myPlanPage: LazyPage = () =>
  import('../features/plans/MyPlanPage').then((m) => ({ Component: m.MyPlanPage }));
export const redeemCodePage: LazyPage = () =>
  import('../features/plans/RedeemCodePage').then((m) => ({ Component: m.RedeemCodePage }));
export const projectPage: LazyPage = () =>
  import('../features/projects/ProjectPage').then((m) => ({ Component: m.ProjectPage }));
export const videoEditorPage: LazyPage = () =>
  import('../features/editor/VideoEditorPage').then((m) => ({ Component: m.VideoEditorPage }));
export const videoViewPage: LazyPage = () =>
  import('../features/video-view/VideoViewPage').then((m) => ({ Component: m.VideoViewPage }));
export const notFoundPage: LazyPage = () =>
  import('./NotFoundPage').then((m) => ({ Component: m.NotFoundPage }));
