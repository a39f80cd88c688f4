// Uploads that were started and never confirmed, as a project page needs them once the page that
// was sending one has gone (reloaded, closed, offline): interrupted or not, and what a resume needs.
import type { UnfinishedUpload } from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { findProject } from '../projects/project-queries';
import { listUnfinishedUploads } from './multipart-queries';
import { uploadMessages } from './video-upload-service';

/**
 * Whether an upload whose last sign of life was `lastActivity` has stopped. The server sees a part
 * arrive, never the bytes of one in flight: the threshold (UPLOAD_INTERRUPTED_AFTER_SECONDS) must
 * outlast the slowest part, and a single PUT (up to 100 MB) shows no sign of life until it ends.
 */
const isInterrupted = (lastActivity: Date, now: Date, afterSeconds: number): boolean =>
  now.getTime() - lastActivity.getTime() > afterSeconds * 1000;

export async function listProjectUnfinishedUploads(
  context: AppContext,
  userId: string,
  projectId: string,
  now = new Date(),
): Promise<UnfinishedUpload[]> {
  const { db } = context.database;
  if (!(await findProject(db, userId, projectId))) throw AppError.notFound(uploadMessages.projectMissing);
  const after = context.config.UPLOAD_INTERRUPTED_AFTER_SECONDS;
  return (await listUnfinishedUploads(db, userId, projectId)).map((row) => ({
    video_id: row.videoId,
    interrupted: isInterrupted(row.lastActivityAt ?? row.startedAt, now, after),
    resume:
      row.multipartId && row.sizeBytes !== null
        ? {
            file_name: row.fileName ?? row.videoName,
            size: row.sizeBytes,
            last_modified: row.fileLastModified,
            received_bytes: row.receivedBytes,
          }
        : null,
  }));
}
