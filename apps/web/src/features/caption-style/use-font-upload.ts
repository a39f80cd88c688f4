// Uploads one of the user's own fonts: a signed URL, the bytes with their progress, then the
// confirmation in which the server reads the file. Nothing is stored before the confirmation,
// so a failed or cancelled upload leaves nothing to clean up.
import type { Font } from '@captionist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../lib/normalise-error';
import { putFile } from '../../lib/put-file';
import { uploadErrorMessage } from '../../lib/upload-error';
import { confirmFontUpload, requestFontUploadUrl } from './caption-style-requests';
import { rememberFont } from './library-queries';

export interface FontUploadProgress {
  name: string;
  loaded: number;
  size: number;
}

export function useFontUpload(onUploaded: (font: Font) => void) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<FontUploadProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  const mutation = useMutation<Font, ApiError, File>({
    mutationFn: async (file) => {
      const abort = new AbortController();
      controller.current = abort;
      const show = (loaded: number) => setProgress({ name: file.name, loaded, size: file.size });
      show(0);
      const { upload_id, upload } = await requestFontUploadUrl(file);
      await putFile(upload.url, file, { headers: upload.headers, signal: abort.signal, onProgress: show });
      return confirmFontUpload(upload_id);
    },
    onMutate: () => setFailure(null),
    onSuccess: (font) => {
      void rememberFont(queryClient, font);
      uploaded.current(font);
    },
    onError: (error) => {
      if (!controller.current?.signal.aborted) setFailure(uploadErrorMessage(error));
    },
    onSettled: () => {
      controller.current = null;
      setProgress(null);
    },
  });

  // Leaving the editor stops the upload.
  useEffect(() => () => controller.current?.abort(), []);

  return {
    upload: (file: File) => mutation.mutate(file),
    cancel: () => controller.current?.abort(),
    progress,
    failure,
    /** A chosen file refused before any call (plan, type, size). */
    refuse: setFailure,
    dismissFailure: () => setFailure(null),
  };
}
