// The caption canvas laid over a <video>'s picture, redrawn for every frame the video presents
// (requestVideoFrameCallback) and whenever the captions change. With cuts, the captions are on the
// edited timeline: each frame is drawn at its edited time, and a playing video jumps over a cut.
import { cutAt, type TimeRange, toEditedTime } from '@captionist/captions';
import { type CaptionContent, type CaptionRenderer, createCaptionRenderer } from './caption-renderer';
import { nextFrameOnce } from './next-frame-once';
import { pictureBox } from './picture-box';

export type CaptionOverlayState = 'loading' | 'ready' | 'error';

/** About one frame at 25 fps. */
const CUT_END_SLACK_MS = 45;

export class CaptionOverlay {
  /** Replaced with a fresh one when libass starts again (jassub takes a canvas for good). */
  canvas: HTMLCanvasElement;
  private renderer: CaptionRenderer | null = null;
  private frameRequest: number | null = null;
  private cuts: readonly TimeRange[] = [];
  private readonly resizeObserver: ResizeObserver;
  private readonly placeNextFrame = nextFrameOnce(() => this.place());
  private readonly restoreParent: () => void;
  private destroyed = false;

  constructor(
    private readonly video: HTMLVideoElement,
    private readonly frame: { width: number; height: number },
  ) {
    this.canvas = captionCanvas();
    this.setState('loading');
    this.restoreParent = positionParent(video);
    video.insertAdjacentElement('afterend', this.canvas);
    this.place();
    // Placed in the next frame, not inside the observer's callback (next-frame-once.ts).
    this.resizeObserver = new ResizeObserver(this.placeNextFrame.request);
    this.resizeObserver.observe(video);
    window.addEventListener('resize', this.placeNextFrame.request);
    // A paused video may present no new frame after a seek (hidden, or not yet decoded).
    video.addEventListener('seeked', this.drawCurrentTime);
  }

  /**
   * Shows new captions: the first call starts libass, later ones swap the document (or start
   * libass again when a font file it holds is no longer wanted).
   */
  async show(content: CaptionContent): Promise<void> {
    if (this.destroyed) return;
    try {
      if (this.renderer && !this.renderer.holdsOnlyFontsOf(content)) {
        // In its place first: jassub takes its canvas out of the page when destroyed.
        const fresh = captionCanvas();
        fresh.dataset.state = this.canvas.dataset.state;
        this.canvas.replaceWith(fresh);
        this.canvas = fresh;
        this.place();
        this.renderer.destroy();
        this.renderer = null;
      }
      if (!this.renderer) {
        this.renderer = createCaptionRenderer(this.canvas, this.frame, content, (time) => {
          this.canvas.dataset.mediaTime = String(time);
        });
        if (this.frameRequest === null) this.watchFrames();
        await this.renderer.draw(this.editedTime(this.video.currentTime));
      } else {
        await this.renderer.update(content);
      }
      if (!this.destroyed) this.setState('ready');
    } catch (error) {
      // The video still plays without its captions; the render does not depend on this.
      console.warn('The caption preview could not be drawn.', error);
      this.setState('error');
    }
  }

  /** The video's cuts (source ms); the captions given to show() are on the edited timeline. */
  setCuts(cuts: readonly TimeRange[]) {
    this.cuts = cuts;
    this.drawCurrentTime();
  }

  destroy() {
    this.destroyed = true;
    if (this.frameRequest !== null) this.video.cancelVideoFrameCallback(this.frameRequest);
    this.resizeObserver.disconnect();
    window.removeEventListener('resize', this.placeNextFrame.request);
    this.placeNextFrame.cancel();
    this.video.removeEventListener('seeked', this.drawCurrentTime);
    this.renderer?.destroy();
    this.canvas.remove();
    this.restoreParent();
  }

  private watchFrames() {
    this.frameRequest = this.video.requestVideoFrameCallback((_now, metadata) => {
      if (this.destroyed) return;
      const ms = metadata.mediaTime * 1000;
      const cut = this.video.paused || this.video.seeking ? undefined : cutAt(ms, this.cuts);
      // A seek lands on the frame at or just before the time asked: the last frame's worth of a
      // cut counts as past it, or the jump would be asked again and again.
      if (cut && cut.end - ms > CUT_END_SLACK_MS) this.video.currentTime = cut.end / 1000;
      else void this.renderer?.draw(this.editedTime(metadata.mediaTime));
      this.watchFrames();
    });
  }

  private readonly drawCurrentTime = () => {
    void this.renderer?.draw(this.editedTime(this.video.currentTime));
  };

  /** The caption time of a media time (seconds). */
  private editedTime(mediaTime: number): number {
    return this.cuts.length > 0 ? toEditedTime(mediaTime * 1000, this.cuts) / 1000 : mediaTime;
  }

  private readonly place = () => {
    const box = pictureBox(this.video, this.frame);
    Object.assign(this.canvas.style, {
      left: `${box.left}px`,
      top: `${box.top}px`,
      width: `${box.width}px`,
      height: `${box.height}px`,
    });
  };

  private setState(state: CaptionOverlayState) {
    this.canvas.dataset.state = state;
  }
}

function captionCanvas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.dataset.testid = 'caption-preview-canvas';
  canvas.setAttribute('aria-hidden', 'true');
  // Above the b-roll preview (z-index 1), as the render draws captions over b-roll.
  Object.assign(canvas.style, { position: 'absolute', pointerEvents: 'none', zIndex: '2' });
  return canvas;
}

/**
 * The canvas is placed by the video's offsets, so both need the video's parent as their
 * offset parent: then a layout change elsewhere on the page cannot move one without the other.
 */
function positionParent(video: HTMLVideoElement): () => void {
  const parent = video.parentElement;
  if (!parent || getComputedStyle(parent).position !== 'static') return () => {};
  const before = parent.style.position;
  parent.style.position = 'relative';
  return () => {
    parent.style.position = before;
  };
}
