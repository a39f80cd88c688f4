// The rules of caption overlays: made from the video's newest finished render (its frozen input:
// the same timing and look as the burned-in file), once per format, no credit; their progress
// and a signed download of each.
import { type DownloadUrl, type OverlayFormat, type Overlays, overlayFormats } from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { renderMessages } from '../renders/render-messages';
import { findLatestFinishedRender, type RenderRow } from '../renders/render-queries';
import { downloadName } from '../renders/render-service';
import { findVideo, type VideoRow } from '../videos/video-queries';
import { overlayMessages } from './overlay-messages';
import { failOverlay, findOverlays, queueOverlay } from './overlay-queries';

export class OverlayService {
  constructor(private readonly context: AppContext) {}

  private get db() {
    return this.context.database.db;
  }

  /** The person's own video and its newest finished render (null before any); not found otherwise. */
  private async latestRender(
    userId: string,
    videoId: string,
  ): Promise<{ video: VideoRow; render: RenderRow | null }> {
    const video = await findVideo(this.db, userId, videoId);
    if (!video) throw AppError.notFound(renderMessages.videoMissing);
    return { video, render: await findLatestFinishedRender(this.db, userId, videoId) };
  }

  async list(userId: string, videoId: string): Promise<Overlays> {
    const { render } = await this.latestRender(userId, videoId);
    const rows = render ? await findOverlays(this.db, userId, render.id) : [];
    return {
      render_id: render?.id ?? null,
      overlays: overlayFormats.map((format) => {
        const row = rows.find((candidate) => candidate.format === format);
        return {
          format,
          status: row?.status ?? 'none',
          progress: row?.progress ?? 0,
          error: row?.error ?? null,
        };
      }),
    };
  }

  /** Starts the overlay in `format` unless it is under way or made. */
  async request(userId: string, videoId: string, format: OverlayFormat): Promise<Overlays> {
    const { render } = await this.latestRender(userId, videoId);
    if (!render?.outputKey) throw new AppError(409, overlayMessages.notRendered);
    const queued = await queueOverlay(this.db, { userId, renderId: render.id, format });
    if (queued) {
      try {
        await this.context.queue.send('videos.overlay', { overlayId: queued.id });
      } catch (err) {
        this.context.logger.error({ err, overlayId: queued.id }, 'overlay job not queued');
        await failOverlay(this.db, queued.id, overlayMessages.queueFailed);
        throw new AppError(503, overlayMessages.queueFailed);
      }
    }
    return this.list(userId, videoId);
  }

  /** A signed, expiring URL of the finished overlay, saved under the video's name. */
  async downloadUrl(userId: string, videoId: string, format: OverlayFormat): Promise<DownloadUrl> {
    const { video, render } = await this.latestRender(userId, videoId);
    const row = render
      ? (await findOverlays(this.db, userId, render.id)).find((candidate) => candidate.format === format)
      : undefined;
    if (!row?.outputKey || row.status !== 'done') throw new AppError(409, overlayMessages.notReady);
    const filename = downloadName(video.name, `(captions overlay).${format}`);
    const expiresInSeconds = this.context.config.SIGNED_URL_TTL_SECONDS;
    const url = await this.context.storage.presignGet(row.outputKey, {
      expiresInSeconds,
      downloadName: filename,
    });
    return { url, filename, expires_at: new Date(Date.now() + expiresInSeconds * 1000).toISOString() };
  }
}
