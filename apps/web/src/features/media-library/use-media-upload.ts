// Adds one file at a time to the media library: a signed URL, the bytes with their progress, then
// the confirmation that has the server probe the file. A failed or cancelled upload removes the
// half-made entry, so the plan's count is not used up by it.
import type { MediaUpload } from '@captionist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../lib/normalise-error';
import { putFile } from '../../lib/put-file';
import { uploadErrorMessage } from '../../lib/upload-error';
import { rememberMedia } from './media-cache';
import { confirmMediaUpload, deleteMedia, requestMediaUploadUrl } from './media-requests';

export interface MediaUploadProgress {
  name: string;
  loaded: number;
  size: number;
}

export interface MediaUploader {
  upload: (file: File) => void;
  cancel: () => void;
  /** The file on its way, or null. */
  progress: MediaUploadProgress | null;
  /** Why the last file was refused or its upload failed, until the next one starts or it is dismissed. */
  failure: string | null;
  /** A chosen file refused before any call (type, size, plan). */
  refuse: (reason: string) => void;
  dismissFailure: () => void;
}

export function useMediaUpload(): MediaUploader {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<MediaUploadProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const mutation = useMutation<MediaUpload, ApiError, File>({
    mutationFn: async (file) => {
      const abort = new AbortController();
      controller.current = abort;
      const show = (loaded: number) => setProgress({ name: file.name, loaded, size: file.size });
      show(0);
      const { media, upload } = await requestMediaUploadUrl(file);
      try {
        await putFile(upload.url, file, { headers: upload.headers, signal: abort.signal, onProgress: show });
        return await confirmMediaUpload(media.id);
      } catch (error) {
        deleteMedia(media.id).catch(() => undefined);
        throw error;
      }
    },
    onMutate: () => setFailure(null),
    onSuccess: (media) => void rememberMedia(queryClient, media),
    onError: (error) => {
      if (!controller.current?.signal.aborted) setFailure(uploadErrorMessage(error));
    },
    onSettled: () => {
      controller.current = null;
      setProgress(null);
    },
  });

  // Closing the library stops its upload.
  useEffect(() => () => controller.current?.abort(), []);

  return {
    upload: (file) => mutation.mutate(file),
    cancel: () => controller.current?.abort(),
    progress,
    failure,
    refuse: setFailure,
    dismissFailure: () => setFailure(null),
  };
}
