// Resuming an interrupted upload needs the very file it began with, chosen again (a page cannot
// keep it across a reload): the name, size and modification time it was started with must match.
import { type UnfinishedUpload, VIDEO_NAME_MAX } from '@captionist/contracts';
import { formatBytes } from '../../../lib/format-bytes';

type ResumeInfo = NonNullable<UnfinishedUpload['resume']>;

/** Why `file` cannot carry on the upload described by `resume`, or null when it is the same file. */
export function differentFileMessage(
  file: Pick<File, 'name' | 'size' | 'lastModified'>,
  resume: ResumeInfo,
  locale?: string,
): string | null {
  // The server keeps the name as the upload sent it: cut to the longest video name, trimmed.
  const sameName = file.name.slice(0, VIDEO_NAME_MAX).trim() === resume.file_name;
  const sameTime = resume.last_modified === null || file.lastModified === resume.last_modified;
  if (sameName && file.size === resume.size && sameTime) return null;
  return `This is not the file that was being uploaded. Choose “${resume.file_name}” (${formatBytes(resume.size, locale)}).`;
}
