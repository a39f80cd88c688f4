import type { User } from '@captionist/contracts';
import { Burger, Button, Group } from '@mantine/core';
import { Link, useMatch } from 'react-router';
import { Logo } from '../../components/Logo';
import { CreditsBadge } from '../plans';
import { DASHBOARD_LINK } from './shell-links';
import { UserMenu } from './UserMenu';

interface TopBarProps {
  user: User;
  menuOpened: boolean;
  onToggleMenu: () => void;
}

export function TopBar({ user, menuOpened, onToggleMenu }: TopBarProps) {
  const onDashboard = useMatch(DASHBOARD_LINK.to) !== null;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="lg" wrap="nowrap">
        <Logo />
        <Button
          component={Link}
          to={DASHBOARD_LINK.to}
          variant={onDashboard ? 'light' : 'subtle'}
          visibleFrom="sm"
          aria-current={onDashboard ? 'page' : undefined}
        >
          {DASHBOARD_LINK.label}
        </Button>
      </Group>
      <Group gap="md" visibleFrom="sm" wrap="nowrap">
        <CreditsBadge />
        <UserMenu user={user} />
      </Group>
      <Burger
        opened={menuOpened}
        onClick={onToggleMenu}
        hiddenFrom="sm"
        size="sm"
        aria-label={menuOpened ? 'Close menu' : 'Open menu'}
      />
    </Group>
  );
}
