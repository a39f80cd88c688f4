import { AspectRatio, Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';

interface CardGridSkeletonProps {
  label: string;
  /** Cards with a 16:9 picture on top (videos). */
  withMedia?: boolean;
}

/** The shape of a grid of cards while it loads. */
export function CardGridSkeleton({ label, withMedia = false }: CardGridSkeletonProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" role="status" aria-label={label}>
      {[1, 2, 3, 4].map((card) => (
        <Card key={card} withBorder radius="md" padding="md">
          {withMedia && (
            <Card.Section mb="sm">
              <AspectRatio ratio={16 / 9}>
                <Skeleton radius={0} />
              </AspectRatio>
            </Card.Section>
          )}
          <Stack gap="xs">
            <Skeleton height={18} width="70%" />
            <Skeleton height={12} width="45%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
