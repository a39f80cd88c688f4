import type { User } from '@captionist/contracts';
import { AppShell, Box, ScrollArea, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Logo } from '../../components/Logo';
import { PageLoader } from '../../components/PageLoader';
import { useLiveEvents } from '../../lib/live-events';
import { useAuth } from '../../lib/use-auth';
import { RenderWatcher } from '../render';
import { isVideoEditorPath } from './is-video-editor-path';
import { MobileMenu } from './MobileMenu';
import { TopBar } from './TopBar';

/** Frame of every signed-in page; sends visitors without a session to the login page. */
export function SignedInShell() {
  const { isInitialized, isLoggedIn, user } = useAuth();
  if (!isInitialized) return <PageLoader />;
  if (!isLoggedIn || !user) return <Navigate to="/login" replace />;
  return <SignedInFrame user={user} />;
}

function SignedInFrame({ user }: { user: User }) {
  const { pathname } = useLocation();
  const theme = useMantineTheme();
  const isWideScreen = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, {
    getInitialValueInEffect: false,
  });
  const [menuOpened, menu] = useDisclosure(false);
  useLiveEvents(useQueryClient());

  // On phones the editor gets the full height; a small logo keeps the way home.
  const hideTopBar = !isWideScreen && isVideoEditorPath(pathname);
  const menuShown = !isWideScreen && menuOpened && !hideTopBar;

  return (
    <AppShell
      header={{ height: 60, collapsed: hideTopBar }}
      navbar={{
        width: 300,
        breakpoint: 'sm',
        collapsed: { mobile: !menuShown, desktop: true },
      }}
      padding="md"
    >
      {/* Not rendered at all when hidden, so keyboard users cannot tab into an invisible bar. */}
      {!hideTopBar && (
        <AppShell.Header>
          <TopBar user={user} menuOpened={menuOpened} onToggleMenu={menu.toggle} />
        </AppShell.Header>
      )}
      {/* A folded menu is only moved off-screen: inert keeps its links out of the Tab order and
          away from screen readers, on wide screens (where it never shows) too. */}
      <AppShell.Navbar p="md" inert={!menuShown}>
        <AppShell.Section grow component={ScrollArea}>
          <MobileMenu user={user} onNavigate={menu.close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        {hideTopBar && (
          <Box mb="sm">
            <Logo compact />
          </Box>
        )}
        <Outlet />
        <RenderWatcher userId={user.id} />
      </AppShell.Main>
    </AppShell>
  );
}
