// A user's videos once they exist: the list of a project, one video with its transcript, rename,
// and deletion with the files following in a job (and an upload in parts aborted in the store).
import type { Video, VideoDetail } from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { queueDeletePrefix } from '../../platform/storage/delete-prefix-job';
import { findProject } from '../projects/project-queries';
import { deletedVideoFolders } from '../projects/project-storage';
import { findMultipartForVideo } from './multipart-queries';
import { abortStoredMultipart } from './multipart-upload-service';
import { deleteVideo, findVideo, listProjectVideos, updateVideo, type VideoRow } from './video-queries';
import { toVideoDetailResponse, toVideoResponse } from './video-response';
import { uploadMessages } from './video-upload-service';

export class VideoService {
  constructor(private readonly context: AppContext) {}

  private get db() {
    return this.context.database.db;
  }

  async listByProject(userId: string, projectId: string): Promise<Video[]> {
    if (!(await findProject(this.db, userId, projectId)))
      throw AppError.notFound(uploadMessages.projectMissing);
    const rows = await listProjectVideos(this.db, userId, projectId);
    return Promise.all(rows.map((row) => toVideoResponse(row, this.context.storage)));
  }

  async get(userId: string, videoId: string): Promise<VideoDetail> {
    return toVideoDetailResponse(await this.owned(userId, videoId), this.context.storage);
  }

  async rename(userId: string, videoId: string, name: string): Promise<Video> {
    const row = await this.owned(userId, videoId);
    return toVideoResponse((await updateVideo(this.db, row.id, { name })) ?? row, this.context.storage);
  }

  async remove(userId: string, videoId: string): Promise<{ message: string }> {
    // Read before the delete, which takes the upload's row with it.
    const upload = await findMultipartForVideo(this.db, userId, videoId);
    const deleted = await deleteVideo(this.db, userId, videoId);
    if (!deleted) throw AppError.notFound(uploadMessages.videoMissing);
    if (upload) await abortStoredMultipart(this.context, upload);
    for (const folder of deletedVideoFolders(deleted.video, deleted.recordingGone))
      await queueDeletePrefix(this.context.queue, folder);
    return { message: 'The video was deleted.' };
  }

  private async owned(userId: string, videoId: string): Promise<VideoRow> {
    const row = await findVideo(this.db, userId, videoId);
    if (!row) throw AppError.notFound(uploadMessages.videoMissing);
    return row;
  }
}
