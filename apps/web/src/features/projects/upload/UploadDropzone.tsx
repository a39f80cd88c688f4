import '@mantine/dropzone/styles.css';
import { uploadLimitMb } from '@captionist/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import type { Ref } from 'react';
import { useUserFeatures } from '../../plans';
import { NOT_A_VIDEO_MESSAGE, VIDEO_TYPES } from './upload-refusal';

interface UploadDropzoneProps {
  openRef: Ref<() => void>;
  onFiles: (files: File[]) => void;
  onRefused: (files: File[], reason: string) => void;
  /** The project has no videos yet: the drop area is the page's invitation, so it is larger. */
  prominent: boolean;
}

/** Where videos are dropped or, by click or keyboard, picked. */
export function UploadDropzone({ openRef, onFiles, onRefused, prominent }: UploadDropzoneProps) {
  const { data: features } = useUserFeatures();
  const maxMb = uploadLimitMb(features);
  const refuse = (rejections: FileRejection[]) =>
    onRefused(
      rejections.map((rejection) => rejection.file),
      NOT_A_VIDEO_MESSAGE,
    );
  return (
    <Dropzone
      openRef={openRef}
      onDrop={onFiles}
      onReject={refuse}
      accept={VIDEO_TYPES}
      multiple
      aria-label="Upload videos: drop files here or press Enter to choose them"
      data-testid="video-dropzone"
    >
      <Group
        justify="center"
        gap="lg"
        mih={prominent ? 200 : 96}
        wrap="nowrap"
        style={{ pointerEvents: 'none' }}
      >
        <svg width={prominent ? 48 : 32} height={prominent ? 48 : 32} viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M12 16V4m0 0L7 9m5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3"
            fill="none"
            stroke="var(--mantine-primary-color-filled)"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <Stack gap={4}>
          <Dropzone.Idle>
            <Text fw={600} size={prominent ? 'lg' : 'md'}>
              {prominent ? 'Add your first video' : 'Drop videos here'}
            </Text>
          </Dropzone.Idle>
          <Dropzone.Accept>
            <Text fw={600}>Drop to upload</Text>
          </Dropzone.Accept>
          <Dropzone.Reject>
            <Text fw={600}>Only video files can be uploaded</Text>
          </Dropzone.Reject>
          <Text size="sm" c="dimmed">
            Drag files here or click to choose. MP4, MOV, WebM and other videos up to {maxMb} MB each.
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}
