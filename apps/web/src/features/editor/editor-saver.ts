// Sends the editor's changes to the server in order: one save at a time (TanStack mutations in
// one scope: the next waits for the one before), each based on the edit version the last
// success returned, and each sending the newest value of its part when its turn comes. A change
// is saved a moment after the last one (a slider drag settles first); the render flushes first.
import type { CaptionStyle } from '@captionist/captions';
import {
  editConflictMessage,
  type TranscriptWord,
  type VideoDetail,
  type VideoEdits,
} from '@captionist/contracts';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage, normaliseError } from '../../lib/normalise-error';
import { videoKeys } from '../../lib/query-keys';
import { saveCaptionSettings, toCaptionStyle } from '../caption-style';
import { clearDraft } from '../transcript';
import { saveVideoEdits, videoEditsQuery } from '../video-edits';
import { rememberVideoDetail } from './editor-cache';
import { fetchVideoDetail, saveTranscription } from './editor-requests';
import type { EditorStore, SavePart } from './editor-store';

/** The server refused a save based on an older edit version: another tab or window saved since. */
export const isEditConflict = (error: ApiError): boolean =>
  error.httpStatus === 409 && error.message === editConflictMessage;

/**
 * Why the editor's changes are not all on the server (the render does not start then); an
 * ApiError, so every caller shows its message as it shows the API's.
 */
export class UnsavedChangesError extends ApiError {}

export class EditorSaver {
  readonly #timers = new Map<SavePart, ReturnType<typeof setTimeout>>();
  /** Parts with a save waiting for its turn: a later change rides along with it. */
  readonly #queued = new Set<SavePart>();
  readonly #running = new Set<Promise<void>>();
  #catchingUp = false;

  constructor(
    private readonly store: EditorStore,
    private readonly queryClient: QueryClient,
    private readonly videoId: string,
  ) {}

  /** Saves `part` after `delayMs` without another change to it (0: at the next turn). */
  schedule(part: SavePart, delayMs: number) {
    clearTimeout(this.#timers.get(part));
    this.#timers.set(
      part,
      setTimeout(() => {
        this.#timers.delete(part);
        void this.save(part).catch(() => undefined);
      }, delayMs),
    );
  }

  /** Saves `part` at its turn; rejects when that save failed (the store says why). */
  save(part: SavePart): Promise<void> {
    clearTimeout(this.#timers.get(part));
    this.#timers.delete(part);
    // Already waiting for its turn: that save will send the newest value.
    if (this.#queued.has(part)) return this.#settled().then(() => this.#assertSaved(part));
    this.#queued.add(part);
    const observer = new MutationObserver<void, ApiError, SavePart>(this.queryClient, {
      mutationKey: ['editor-save', this.videoId],
      scope: { id: `editor-save:${this.videoId}` },
      mutationFn: (next) => this.#send(next),
      retry: false,
    });
    const run = observer.mutate(part);
    // Followed to its end whatever it gives; the caller gets the outcome from `run`.
    const done = () => {
      this.#running.delete(tracked);
    };
    const tracked: Promise<void> = run.then(done, done);
    this.#running.add(tracked);
    return run;
  }

  /**
   * Every change shown in the editor stored on the server, or an UnsavedChangesError saying why
   * not: what the preview shows is what a render will draw.
   */
  async flush(): Promise<void> {
    for (const part of this.#timers.keys()) void this.save(part).catch(() => undefined);
    for (const part of this.store.getState().unsaved) void this.save(part).catch(() => undefined);
    await this.#settled();
    const state = this.store.getState();
    if (state.conflict) throw new UnsavedChangesError(editConflictMessage);
    if (state.failure) throw new UnsavedChangesError(errorMessage(state.failure.error));
    if (state.unsaved.length > 0) throw new UnsavedChangesError('Your latest changes are not saved yet.');
  }

  /** "Reload" after a conflict: this tab's changes go, the server's copy comes in. */
  async reload(): Promise<void> {
    this.#cancelTimers();
    await this.#settled();
    clearDraft(this.videoId);
    this.store.replaceWithServerCopy(await this.#serverCopy());
  }

  /**
   * The server holds a newer version than this editor (another tab saved, this tab saved before a
   * reload, or the page opened on an old copy of the video): the server's copy is taken where
   * that loses nothing waiting here (the store's rebase), so a later save cannot overwrite what it
   * did not show. Otherwise the next save is refused and the person chooses.
   */
  async catchUp(version: number): Promise<void> {
    if (this.#catchingUp || version <= this.store.getState().version || !this.#between()) return;
    this.#catchingUp = true;
    try {
      const copy = await this.#serverCopy();
      if (this.#between()) this.store.rebase(copy);
    } finally {
      this.#catchingUp = false;
    }
  }

  /** No save is on its way and no conflict waits for the person. */
  #between(): boolean {
    const { saving, conflict } = this.store.getState();
    return saving === null && !conflict && this.#running.size === 0;
  }

  async #serverCopy() {
    const [video, edits] = await Promise.all([
      this.queryClient.fetchQuery({
        queryKey: videoKeys.detail(this.videoId),
        queryFn: () => fetchVideoDetail(this.videoId),
        staleTime: 0,
      }),
      this.queryClient.fetchQuery({ ...videoEditsQuery(this.videoId), staleTime: 0 }),
    ]);
    const { edit_version, ...rest } = edits;
    return {
      // Read one after the other: the older version is safe (a save in between is refused).
      version: Math.min(video.edit_version, edit_version),
      style: toCaptionStyle(video.caption_settings),
      edits: rest,
      words: video.transcript?.words ?? null,
    };
  }

  /** Whether this editor now stands on the server's newer version (a copy that cannot be read: no). */
  async #rebaseOnServer(): Promise<boolean> {
    try {
      return this.store.rebase(await this.#serverCopy());
    } catch {
      return false;
    }
  }

  /** "Keep mine" after a conflict: this tab's copy is saved over the server's current version. */
  async keepMine(): Promise<void> {
    const video = await fetchVideoDetail(this.videoId);
    this.store.keepOverVersion(video.edit_version);
    await this.flush();
  }

  /** The page closes: what waits is sent now, not dropped. */
  sendWaiting() {
    for (const part of this.#timers.keys()) void this.save(part).catch(() => undefined);
  }

  #assertSaved(part: SavePart) {
    const { failure, conflict } = this.store.getState();
    if (conflict) throw new UnsavedChangesError(editConflictMessage);
    if (failure?.part === part) throw failure.error;
  }

  #cancelTimers() {
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
  }

  async #settled() {
    while (this.#running.size > 0) await Promise.allSettled([...this.#running]);
  }

  async #send(part: SavePart): Promise<void> {
    this.#queued.delete(part);
    for (let rebased = false; ; rebased = true) {
      const state = this.store.getState();
      // After a conflict nothing is sent until the person chooses; a part already sent is done.
      if (state.conflict || !state.unsaved.includes(part)) return;
      const request = this.#request(part, state.version);
      if (!request) return;
      this.store.sending(part);
      try {
        await request.send();
        return;
      } catch (thrown) {
        const error = normaliseError(thrown);
        // The version moved on without touching what waits here (often this tab's own save
        // before a reload): sent again once on top of it, not called a conflict.
        if (isEditConflict(error) && !rebased && (await this.#rebaseOnServer())) continue;
        if (isEditConflict(error)) this.store.conflicted();
        else this.store.failed({ part, error, sent: request.sent });
        throw error;
      }
    }
  }

  /** The save of `part` as the store holds it now, based on `base`; null when there is none. */
  #request(part: SavePart, base: number): { sent: unknown; send: () => Promise<void> } | null {
    const { transcript, style, edits } = this.store.getState();
    if (part === 'words')
      return transcript && { sent: transcript.words, send: () => this.#saveWords(transcript.words, base) };
    if (part === 'style') return style && { sent: style, send: () => this.#saveStyle(style, base) };
    return edits && { sent: edits, send: () => this.#saveEdits(edits, base) };
  }

  async #saveWords(words: readonly TranscriptWord[], base: number) {
    const saved = await saveTranscription(this.videoId, words, base);
    rememberVideoDetail(this.queryClient, saved);
    this.store.saved('words', words, saved.edit_version, saved.transcript?.words ?? words);
  }

  async #saveStyle(style: CaptionStyle, base: number) {
    const saved = await saveCaptionSettings(this.videoId, style, base);
    this.queryClient.setQueryData<VideoDetail>(videoKeys.detail(this.videoId), (video) =>
      video
        ? { ...video, caption_settings: saved.caption_settings, edit_version: saved.edit_version }
        : video,
    );
    this.store.saved('style', style, saved.edit_version, toCaptionStyle(saved.caption_settings));
  }

  async #saveEdits(edits: VideoEdits, base: number) {
    const saved = await saveVideoEdits(this.videoId, edits, base);
    this.queryClient.setQueryData(videoEditsQuery(this.videoId).queryKey, saved);
    // The video's copy carries the edit version too: a reload opens on it.
    this.queryClient.setQueryData<VideoDetail>(videoKeys.detail(this.videoId), (video) =>
      video ? { ...video, edit_version: saved.edit_version } : video,
    );
    const { edit_version: _version, ...stored } = saved;
    this.store.saved('edits', edits, saved.edit_version, stored);
  }
}
