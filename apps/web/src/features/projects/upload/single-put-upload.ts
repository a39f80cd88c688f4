// Upload strategy for files up to 100 MB: ask for a signed URL, PUT the bytes, confirm.
import { VIDEO_NAME_MAX } from '@captionist/contracts';
import { putFile } from '../../../lib/put-file';
import { confirmUpload, requestUploadUrl } from '../video-requests';
import type { UploadStrategy } from './upload-strategy';

export const singlePutUpload: UploadStrategy = async ({
  projectId,
  file,
  language,
  longRecording,
  signal,
  onCreated,
  onProgress,
  onSent,
}) => {
  const { video, upload } = await requestUploadUrl(
    projectId,
    {
      name: file.name.slice(0, VIDEO_NAME_MAX),
      size: file.size,
      content_type: file.type || 'application/octet-stream',
      language,
      long_recording: longRecording,
    },
    signal,
  );
  onCreated(video.id);
  await putFile(upload.url, file, { headers: upload.headers, signal, onProgress });
  onSent();
  return confirmUpload(video.id, signal);
};
