import type { Video } from '@captionist/contracts';
import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, errorMessage } from '../../lib/normalise-error';
import { showToast } from '../../lib/toast';
import { rememberVideo } from './project-cache';
import { addSampleVideo } from './video-requests';

/** Adds the bundled sample clip to the project, for trying the editor without a video at hand. */
export function SampleVideoButton({ projectId }: { projectId: string }) {
  const queryClient = useQueryClient();
  const mutation = useMutation<Video, ApiError>({
    mutationFn: () => addSampleVideo(projectId),
    // The video joins the list as processing; the list's polling follows it from there.
    onSuccess: (video) => void rememberVideo(queryClient, video),
    onError: (error) =>
      showToast({ type: 'error', title: 'Sample video not added', message: errorMessage(error) }),
  });
  return (
    <Button variant="default" loading={mutation.isPending} onClick={() => mutation.mutate()}>
      Try a sample video
    </Button>
  );
}
