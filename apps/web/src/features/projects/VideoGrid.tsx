import type { Video } from '@captionist/contracts';
import { SimpleGrid } from '@mantine/core';
import { VideoCard } from './VideoCard';

export function VideoGrid({ videos }: { videos: Video[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" data-testid="video-grid">
      {videos.map((video) => (
        <VideoCard key={video.id} video={video} />
      ))}
    </SimpleGrid>
  );
}
