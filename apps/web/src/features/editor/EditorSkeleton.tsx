import { AspectRatio, Grid, Skeleton, Stack } from '@mantine/core';

/** The editor's shape while the video loads: title, player, and lines of words. */
export function EditorSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading the video" data-testid="editor-loading">
      <Stack gap="xs">
        <Skeleton height={12} width={120} />
        <Skeleton height={32} width={280} />
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <AspectRatio ratio={16 / 9}>
            <Skeleton />
          </AspectRatio>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm">
            <Skeleton height={24} width={140} />
            {[92, 78, 85, 60, 88, 70].map((width) => (
              <Skeleton key={width} height={16} width={`${width}%`} />
            ))}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
