import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { QueryErrorState } from '../../components/QueryErrorState';
import { errorMessage } from '../../lib/normalise-error';
import classes from './ItemList.module.css';

interface DeveloperSectionProps<T> {
  title: string;
  description: ReactNode;
  /** The button that makes a new item, disabled until the list is there and at the limit. */
  addLabel: string;
  onAdd: () => void;
  max: number;
  /** Said under the button once the list holds `max` items. */
  limitMessage: string;
  query: UseQueryResult<T[]>;
  /** How the list is named while it loads and when it cannot be ("your API keys"). */
  listName: string;
  emptyMessage: string;
  renderItem: (item: T) => ReactNode;
  children?: ReactNode;
}

/** A card of the Developers page: its title and add button, then its list, loading, failed or empty. */
export function DeveloperSection<T>({
  title,
  description,
  addLabel,
  onAdd,
  max,
  limitMessage,
  query,
  listName,
  emptyMessage,
  renderItem,
  children,
}: DeveloperSectionProps<T>) {
  const titleId = useId();
  const limitId = useId();
  const items = query.data;
  const atLimit = (items?.length ?? 0) >= max;
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} maw={520}>
            <Title order={2} fz="h4" id={titleId}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
          <Button
            onClick={onAdd}
            disabled={!items || atLimit}
            aria-describedby={atLimit ? limitId : undefined}
          >
            {addLabel}
          </Button>
        </Group>
        {atLimit && (
          <Text id={limitId} size="sm" c="orange">
            {limitMessage}
          </Text>
        )}
        {items ? (
          items.length > 0 ? (
            <ul className={classes.list} aria-labelledby={titleId}>
              {items.map(renderItem)}
            </ul>
          ) : (
            <Text size="sm" c="dimmed" ta="center" py="lg">
              {emptyMessage}
            </Text>
          )
        ) : query.isError ? (
          <QueryErrorState
            title={`${listName[0]?.toUpperCase()}${listName.slice(1)} could not be loaded`}
            message={errorMessage(query.error)}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        ) : (
          <Stack gap="sm" role="status" aria-label={`Loading ${listName}`}>
            <Skeleton height={18} width="45%" />
            <Skeleton height={12} width="60%" />
          </Stack>
        )}
      </Stack>
      {children}
    </Paper>
  );
}
