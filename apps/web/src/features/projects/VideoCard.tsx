import { type UnfinishedUpload, type Video, videoLengthMs } from '@captionist/contracts';
import { Anchor, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { ItemMenu } from '../../components/ItemMenu';
import { LinkCard } from '../../components/LinkCard';
import { DeleteVideoModal } from './DeleteVideoModal';
import { LongRecordingBadge } from './LongRecordingBadge';
import { RenameVideoModal } from './RenameVideoModal';
import { InterruptedUploadActions } from './upload/InterruptedUploadActions';
import { VideoPoster } from './VideoPoster';
import { VideoStatusBadge } from './VideoStatusBadge';
import { interruptedUploadView, videoStatusView } from './video-status';

interface VideoCardProps {
  video: Video;
  /** Set when nobody is sending the video's file any more. */
  interrupted?: {
    upload: UnfinishedUpload;
    resume: (file: File, receivedBytes: number) => void;
    restart: (file: File) => void;
  };
}

/** A video of the project: poster, name, status; opens the editor. */
export function VideoCard({ video, interrupted }: VideoCardProps) {
  const [renaming, rename] = useDisclosure(false);
  const [deleting, remove] = useDisclosure(false);
  const status = interrupted ? interruptedUploadView : videoStatusView(video);
  const failed = video.status === 'failed';
  return (
    <>
      <LinkCard
        // A long recording is there to find clips in: it opens on the clip finder.
        to={video.long_recording ? `/video/${video.id}?panel=clips` : `/video/${video.id}`}
        title={video.name}
        media={
          <VideoPoster picture={video.thumbnail_url} durationMs={videoLengthMs(video)} busy={status.busy} />
        }
        actions={<ItemMenu itemName={video.name} onRename={rename.open} onDelete={remove.open} />}
        testId="video-card"
      >
        <Group mt="xs" justify="space-between">
          <Group gap={6}>
            <VideoStatusBadge view={status} />
            {video.long_recording && <LongRecordingBadge />}
          </Group>
          {video.status === 'rendered' && (
            // Above the card's stretched link, so it opens the view page instead of the editor.
            <Anchor
              component={Link}
              to={`/video/${video.id}/view`}
              size="sm"
              pos="relative"
              style={{ zIndex: 1 }}
              aria-label={`Watch and download ${video.name}`}
            >
              Watch and download
            </Anchor>
          )}
        </Group>
        {interrupted ? (
          <InterruptedUploadActions
            upload={interrupted.upload}
            onResume={interrupted.resume}
            onRetry={interrupted.restart}
            onDelete={remove.open}
          />
        ) : (
          (failed || status.busy) && (
            <Text size="xs" c={failed ? 'red' : 'dimmed'} mt={6}>
              {status.description}
            </Text>
          )
        )}
      </LinkCard>
      <RenameVideoModal video={video} opened={renaming} onClose={rename.close} />
      <DeleteVideoModal video={video} opened={deleting} onClose={remove.close} />
    </>
  );
}
