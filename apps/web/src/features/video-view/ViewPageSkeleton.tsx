import { AspectRatio, Grid, Skeleton, Stack } from '@mantine/core';

/** The view page's shape while it loads: the player and the download panel. */
export function ViewPageSkeleton() {
  return (
    <Grid gap="lg" role="status" aria-label="Loading the rendered video" data-testid="view-loading">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <AspectRatio ratio={16 / 9}>
          <Skeleton />
        </AspectRatio>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="sm">
          <Skeleton height={24} width={120} />
          <Skeleton height={14} width="80%" />
          <Skeleton height={36} />
          <Skeleton height={14} width="50%" />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
