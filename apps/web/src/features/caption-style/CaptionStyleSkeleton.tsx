import { SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The Style panel's shape while the fonts and templates load. */
export function CaptionStyleSkeleton() {
  return (
    <Stack
      gap="md"
      data-testid="caption-style-loading"
      aria-busy="true"
      aria-label="Loading the caption styles"
    >
      <SimpleGrid cols={{ base: 2, xs: 3, md: 2, lg: 3 }} spacing="xs">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <Skeleton key={index} height={96} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton height={36} radius="sm" />
      <Skeleton height={36} radius="sm" />
      <Skeleton height={20} width="60%" radius="sm" />
    </Stack>
  );
}
