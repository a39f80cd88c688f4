// The rules of rendering: who may render what (plan status, credits, duration: spec §5, checked
// here as the authority), one credit per request, the render's progress, its download and cancel.
import {
  checkCredits,
  checkDuration,
  checkPlanStatus,
  type DownloadUrl,
  type RenderProgress,
  UNLIMITED_CREDITS,
} from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import type { RenderInput } from '../../platform/db/schema/json-columns';
import { AppError } from '../../platform/http/app-error';
import { findSubscription, lockSubscription } from '../plans/subscription-queries';
import { captionTrackWordsFor } from '../translations/caption-track-words';
import { planLengthMs } from '../video-edits/video-cuts';
import { storedEdits } from '../video-edits/video-edits-queries';
import { findVideo, type VideoRow } from '../videos/video-queries';
import { chargeRender, endRenderWithRefund } from './render-credits';
import { renderEditsFor } from './render-edits';
import { findRenderFonts } from './render-fonts';
import { renderFrameFor } from './render-frame';
import { renderMessages } from './render-messages';
import {
  findLatestFinishedRender,
  findLatestRender,
  findRenderByRequestId,
  insertRender,
  type RenderRow,
} from './render-queries';
import { renderStyleFor } from './render-style';

export class RenderService {
  constructor(private readonly context: AppContext) {}

  private get db() {
    return this.context.database.db;
  }

  private async ownVideo(userId: string, videoId: string): Promise<VideoRow> {
    const video = await findVideo(this.db, userId, videoId);
    if (!video) throw AppError.notFound(renderMessages.videoMissing);
    return video;
  }

  /** Starts a render, charging one credit; the same request id again returns the same render. */
  async request(userId: string, videoId: string, requestId: string | null): Promise<RenderRow> {
    const { render, created } = await this.db.transaction(async (tx) => {
      // The subscription row lock serialises one user's requests: the credit check, the repeat
      // check and the charge see each other's results.
      const subscription = await lockSubscription(tx, userId);
      if (requestId) {
        const earlier = await findRenderByRequestId(tx, userId, videoId, requestId);
        if (earlier) return { render: earlier, created: false };
      }
      const video = await findVideo(tx, userId, videoId);
      if (!video) throw AppError.notFound(renderMessages.videoMissing);
      const { transcript } = video;
      if (video.status === 'rendering') throw new AppError(409, renderMessages.alreadyRendering);
      if (!video.durationMs || !video.width || !video.height)
        throw new AppError(409, renderMessages.notUsable);

      const plan = await findSubscription(tx, userId);
      const rulesPlan =
        subscription && plan
          ? {
              status: subscription.status,
              totalCredits: subscription.totalCredits,
              usedCredits: subscription.totalCredits - subscription.availableCredits,
              durationLimit: plan.plan.durationLimit,
            }
          : undefined;
      for (const rule of [
        checkPlanStatus(rulesPlan),
        checkCredits(rulesPlan),
        checkDuration(planLengthMs({ ...video, durationMs: video.durationMs }) / 1000, rulesPlan),
      ]) {
        if (!rule.ok) throw new AppError(403, rule.message);
      }
      // After the plan's rules: a refusal that waiting cannot lift is said first, not "wait for
      // the words" and then "you may not" once they are there.
      if (video.transcriptionStatus !== 'done' || !transcript)
        throw new AppError(409, renderMessages.notTranscribed);
      const style = await renderStyleFor(tx, video);
      const edits = storedEdits(video);
      const creditCharged = rulesPlan?.totalCredits !== UNLIMITED_CREDITS;
      const input: RenderInput = {
        creditCharged,
        ...(await captionTrackWordsFor(tx, video.id, transcript.words, edits.captions, edits.speakers)),
        style,
        fonts: await findRenderFonts(tx, userId, style.font),
        ...(await renderEditsFor(tx, video, edits)),
        ...renderFrameFor(
          { ...video, width: video.width, height: video.height },
          edits.reframe,
          edits.output,
        ),
        durationMs: video.durationMs,
      };
      const row = await insertRender(tx, { userId, videoId, requestId, input });
      if (!row) {
        // The same press, sent again while the first was being made: the first one's render.
        const earlier = requestId ? await findRenderByRequestId(tx, userId, videoId, requestId) : null;
        if (!earlier) throw new Error('a render insert conflicted with no render');
        return { render: earlier, created: false };
      }
      if (creditCharged) await chargeRender(tx, userId, row.id);
      return { render: row, created: true };
    });
    if (created) await this.queue(render);
    return render;
  }

  private async queue(render: RenderRow) {
    try {
      await this.context.queue.send('videos.render', { renderId: render.id });
    } catch (err) {
      this.context.logger.error({ err, renderId: render.id }, 'render job not queued');
      await endRenderWithRefund(this.db, render, { status: 'failed', error: renderMessages.queueFailed });
      throw new AppError(503, renderMessages.queueFailed);
    }
  }

  async progress(userId: string, videoId: string): Promise<RenderProgress> {
    await this.ownVideo(userId, videoId);
    const render = await findLatestRender(this.db, userId, videoId);
    return {
      render_id: render?.id ?? null,
      status: render?.status ?? 'none',
      progress: render?.progress ?? 0,
      eta_seconds: render?.etaSeconds ?? null,
      error: render?.error ?? null,
      created_at: render?.createdAt.toISOString() ?? null,
      finished_at: render?.finishedAt?.toISOString() ?? null,
    };
  }

  /** Stops a queued or running render and refunds its credit; the job notices and stops ffmpeg. */
  async cancel(userId: string, videoId: string): Promise<RenderProgress> {
    await this.ownVideo(userId, videoId);
    const render = await findLatestRender(this.db, userId, videoId);
    if (!render || !(await endRenderWithRefund(this.db, render, { status: 'cancelled', error: null })))
      throw new AppError(409, renderMessages.notRendering);
    return this.progress(userId, videoId);
  }

  /** A signed, expiring URL of the newest finished render, saved under the video's name. */
  async downloadUrl(userId: string, videoId: string): Promise<DownloadUrl> {
    const video = await this.ownVideo(userId, videoId);
    const render = await findLatestFinishedRender(this.db, userId, videoId);
    if (!render?.outputKey) throw new AppError(409, renderMessages.notRendered);
    const filename = downloadName(video.name);
    const expiresInSeconds = this.context.config.SIGNED_URL_TTL_SECONDS;
    const url = await this.context.storage.presignGet(render.outputKey, {
      expiresInSeconds,
      downloadName: filename,
    });
    return { url, filename, expires_at: new Date(Date.now() + expiresInSeconds * 1000).toISOString() };
  }
}

/** "Launch teaser.mov" → "Launch teaser (captioned).mp4"; the header encoding makes it safe. */
export function downloadName(videoName: string, ending = '(captioned).mp4'): string {
  const base = videoName.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim() || 'video';
  return `${base} ${ending}`;
}
