import type { User } from '@captionist/contracts';
import { Box, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { UserAvatar } from '../../components/UserAvatar';
import { useSignOut } from '../auth';
import { DisplaySettings } from '../theme';
import { ACCOUNT_LINKS } from './shell-links';

/** The avatar menu of the top bar on wide screens. */
export function UserMenu({ user }: { user: User }) {
  const { signOut, isSigningOut } = useSignOut();
  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        {/* Named by what it shows, the first name, so a voice command saying it finds the button
            (WCAG 2.5.3); the initials in the avatar are not part of the name. */}
        <UnstyledButton>
          <Group gap="xs" wrap="nowrap">
            <UserAvatar user={user} size="sm" decorative />
            <Text size="sm" fw={500} maw={160} truncate>
              {user.firstname}
              <VisuallyHidden component="span"> (open user menu)</VisuallyHidden>
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {ACCOUNT_LINKS.map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            {link.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Label>Display</Menu.Label>
        <Box px="sm" pb="xs">
          <DisplaySettings />
        </Box>
        <Menu.Divider />
        <Menu.Item color="red" onClick={signOut} disabled={isSigningOut}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
