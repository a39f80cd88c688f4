import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';

interface LogoProps {
  /** Only the mark, for tight spaces. */
  compact?: boolean;
  to?: string;
}

export function Logo({ compact = false, to = '/dashboard' }: LogoProps) {
  const size = compact ? 24 : 28;
  return (
    <UnstyledButton component={Link} to={to} aria-label="Captionist home">
      <Group gap={8} wrap="nowrap">
        <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="8" fill="var(--mantine-primary-color-filled)" />
          <rect x="6" y="18" width="20" height="4" rx="2" fill="#fff" />
          <rect x="9" y="24" width="14" height="3" rx="1.5" fill="#fff" opacity=".7" />
          <path d="M13 7l8 5-8 5z" fill="#fff" />
        </svg>
        {!compact && (
          <Text fw={700} size="lg">
            Captionist
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
}
