import { Button, FileButton, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { CardGridSkeleton } from '../../components/CardGridSkeleton';
import { QueryErrorState } from '../../components/QueryErrorState';
import { errorMessage } from '../../lib/normalise-error';
import { MediaLibraryButton } from '../media-library';
import { projectQueries } from './project-queries';
import { SampleVideoButton } from './SampleVideoButton';
import { interruptedUploads } from './upload/interrupted-uploads';
import { VIDEO_TYPES } from './upload/upload-refusal';
import { useLeaveGuard } from './upload/use-leave-guard';
import { useVideoUploads } from './upload/use-video-uploads';
import { VideoUploader } from './upload/VideoUploader';
import { VideoGrid } from './VideoGrid';
import { withoutVideos } from './video-list';

const VIDEO_ACCEPT = Object.entries(VIDEO_TYPES).flat(2).join(',');
const LEAVE_QUESTION = 'Uploads in progress will be cancelled. Leave this page?';

/**
 * The project's videos, kept up to date while they are prepared, and the uploader adding more; a
 * video whose upload nobody sends any more offers to resume, restart or delete it.
 */
export function ProjectVideos({ projectId }: { projectId: string }) {
  const query = useQuery(projectQueries.videos(projectId));
  const uploader = useVideoUploads(projectId);
  useLeaveGuard(uploader.isUploading, LEAVE_QUESTION);
  const openPicker = useRef<() => void>(null);
  const videos = query.data && withoutVideos(query.data, uploader.uploadingVideoIds);
  // Only a card still waiting for its file (and not being sent from here) needs to know more.
  const unfinished = useQuery({
    ...projectQueries.unfinishedUploads(projectId),
    enabled: videos?.some((video) => video.status === 'uploading') ?? false,
  });
  const interrupted = useMemo(
    () => interruptedUploads(unfinished.data, uploader.lostVideoIds),
    [unfinished.data, uploader.lostVideoIds],
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="h4">
          Videos
        </Title>
        <Group gap="xs">
          <MediaLibraryButton />
          <SampleVideoButton projectId={projectId} />
          {/* A podcast, interview or stream to cut into ranked clips: held to the plan's own limits for those. */}
          <FileButton
            accept={VIDEO_ACCEPT}
            onChange={(file) => file && uploader.add([file], { longRecording: true })}
          >
            {(props) => (
              <Button variant="default" {...props}>
                Find clips in a long recording
              </Button>
            )}
          </FileButton>
          <Button onClick={() => openPicker.current?.()}>Add videos</Button>
        </Group>
      </Group>
      <VideoUploader
        uploader={uploader}
        videos={query.data}
        openRef={openPicker}
        prominent={videos?.length === 0}
      />
      {videos ? (
        videos.length > 0 && (
          <VideoGrid
            videos={videos}
            interruptedUploads={interrupted}
            onResumeUpload={uploader.resumeInterrupted}
            onRestartUpload={uploader.restartInterrupted}
          />
        )
      ) : query.isError ? (
        <QueryErrorState
          title="The videos could not be loaded"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        <CardGridSkeleton label="Loading the videos" withMedia />
      )}
    </Stack>
  );
}
