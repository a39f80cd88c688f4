import { Card, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './LinkCard.module.css';

interface LinkCardProps {
  to: string;
  title: string;
  /** Shown above the title across the card's width (a poster). */
  media?: ReactNode;
  /** Controls next to the title (a menu); they stay clickable apart from the link. */
  actions?: ReactNode;
  children?: ReactNode;
  testId?: string;
}

/** A card that opens `to` when clicked anywhere, with its own actions beside the title. */
export function LinkCard({ to, title, media, actions, children, testId }: LinkCardProps) {
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} data-testid={testId}>
      {media && <Card.Section mb="sm">{media}</Card.Section>}
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text component={Link} to={to} className={classes.link} fw={600} lineClamp={2} title={title}>
          {title}
        </Text>
        {actions && <div className={classes.actions}>{actions}</div>}
      </Group>
      {children}
    </Card>
  );
}
