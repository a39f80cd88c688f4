import type { UnfinishedUpload, Video } from '@captionist/contracts';
import { SimpleGrid } from '@mantine/core';
import { VideoCard } from './VideoCard';

interface VideoGridProps {
  videos: Video[];
  /** Uploads nobody is sending any more, by video id; their cards offer what can be done. */
  interruptedUploads: ReadonlyMap<string, UnfinishedUpload>;
  onResumeUpload: (videoId: string, file: File, receivedBytes: number) => void;
  onRestartUpload: (video: Video, file: File) => void;
}

export function VideoGrid({ videos, interruptedUploads, onResumeUpload, onRestartUpload }: VideoGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" data-testid="video-grid">
      {videos.map((video) => {
        const upload = video.status === 'uploading' ? interruptedUploads.get(video.id) : undefined;
        return (
          <VideoCard
            key={video.id}
            video={video}
            interrupted={
              upload && {
                upload,
                resume: (file, receivedBytes) => onResumeUpload(video.id, file, receivedBytes),
                restart: (file) => onRestartUpload(video, file),
              }
            }
          />
        );
      })}
    </SimpleGrid>
  );
}
