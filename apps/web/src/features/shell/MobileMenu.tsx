import type { User } from '@captionist/contracts';
import { Box, Button, Divider, Group, NavLink, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { UserAvatar } from '../../components/UserAvatar';
import { useSignOut } from '../auth';
import { CreditsBadge } from '../plans';
import { DisplaySettings } from '../theme';
import { ACCOUNT_LINKS, DASHBOARD_LINK } from './shell-links';

interface MobileMenuProps {
  user: User;
  /** Called when a link is chosen, so the menu can fold away. */
  onNavigate: () => void;
}

/** The collapsible menu that replaces the top bar's links on narrow screens. */
export function MobileMenu({ user, onNavigate }: MobileMenuProps) {
  const { pathname } = useLocation();
  const { signOut, isSigningOut } = useSignOut();
  return (
    <Stack gap="md">
      <Group wrap="nowrap">
        <UserAvatar user={user} />
        <Box miw={0}>
          <Text fw={600} truncate>
            {user.firstname} {user.lastname}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {user.email}
          </Text>
        </Box>
      </Group>
      <CreditsBadge onNavigate={onNavigate} />
      <Divider />
      <Stack gap={4}>
        {[DASHBOARD_LINK, ...ACCOUNT_LINKS].map((link) => (
          <NavLink
            key={link.to}
            component={Link}
            to={link.to}
            label={link.label}
            active={pathname === link.to}
            onClick={onNavigate}
          />
        ))}
      </Stack>
      <Divider label="Display" labelPosition="left" />
      <DisplaySettings />
      <Divider />
      <Button variant="light" color="red" onClick={signOut} loading={isSigningOut}>
        Sign out
      </Button>
    </Stack>
  );
}
