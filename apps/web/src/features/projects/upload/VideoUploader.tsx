import { Stack } from '@mantine/core';
import type { Ref } from 'react';
import { UploadDropzone } from './UploadDropzone';
import { UploadRow } from './UploadRow';
import type { VideoUploads } from './use-video-uploads';

interface VideoUploaderProps {
  uploader: VideoUploads;
  openRef: Ref<() => void>;
  prominent: boolean;
}

/** The drop area and, under it, every file chosen on this page with its progress. */
export function VideoUploader({ uploader, openRef, prominent }: VideoUploaderProps) {
  return (
    <Stack gap="sm">
      <UploadDropzone
        openRef={openRef}
        onFiles={uploader.add}
        onRefused={uploader.refuse}
        prominent={prominent}
      />
      {uploader.uploads.length > 0 && (
        <Stack component="ul" gap="xs" aria-label="Uploads" m={0} p={0} style={{ listStyle: 'none' }}>
          {uploader.uploads.map((item) => (
            <li key={item.id}>
              <UploadRow
                item={item}
                onCancel={() => uploader.cancel(item.id)}
                onRetry={() => uploader.retry(item.id)}
                onResume={() => uploader.resume(item.id)}
                onDismiss={() => uploader.dismiss(item.id)}
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
