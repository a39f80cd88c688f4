import type { Video } from '@captionist/contracts';
import { Stack } from '@mantine/core';
import { type Ref, useMemo } from 'react';
import { LanguageSelect } from '../../../components/LanguageSelect';
import { UploadDropzone } from './UploadDropzone';
import { UploadRow } from './UploadRow';
import type { VideoUploads } from './use-video-uploads';

interface VideoUploaderProps {
  uploader: VideoUploads;
  /** The project's videos, whose state the rows of uploaded files follow. */
  videos: Video[] | undefined;
  openRef: Ref<() => void>;
  prominent: boolean;
}

/**
 * The language the next videos are spoken in, the drop area and, under it, every file chosen on
 * this page with its progress.
 */
export function VideoUploader({ uploader, videos, openRef, prominent }: VideoUploaderProps) {
  const videoById = useMemo(() => new Map(videos?.map((video) => [video.id, video])), [videos]);
  return (
    <Stack gap="sm">
      <LanguageSelect
        value={uploader.language}
        onChange={uploader.setLanguage}
        description="For the videos you add next. Naming it helps when detection guesses wrong."
        maw={360}
        data-testid="upload-language"
      />
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
                video={item.videoId ? videoById.get(item.videoId) : undefined}
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
