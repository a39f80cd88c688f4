// libass in the browser (jassub): draws one ASS document on a canvas at the media times it is
// given, with only the font files it is handed. Files, threading and headers:
// docs/caption-preview.md.
import JASSUB from 'jassub';
import wasmUrl from 'jassub/dist/wasm/jassub-worker.wasm?url';
import modernWasmUrl from 'jassub/dist/wasm/jassub-worker-modern.wasm?url';
import workerUrl from 'jassub/dist/worker/worker.js?worker&url';

export interface CaptionContent {
  document: string;
  /**
   * Font files by URL. Files once given stay loaded (libass cannot unload a font): content
   * without one of them needs a new renderer (`holdsOnlyFontsOf`).
   */
  fonts: ReadonlyMap<string, Uint8Array>;
  /** The caption face: libass's default font, so nothing else can stand in for it. */
  family: string;
}

export interface CaptionRenderer {
  /** Draws the captions at a media time (seconds); resolves once that frame is on the canvas. */
  draw(mediaTime: number): Promise<void>;
  /** Swaps the document and adds new font files, then redraws the last time drawn. */
  update(content: CaptionContent): Promise<void>;
  /**
   * Whether every font file loaded is one of the content's: a face left from earlier content
   * (the script fonts' regular weight after the style turned bold) could be picked instead of
   * the render's.
   */
  holdsOnlyFontsOf(content: CaptionContent): boolean;
  destroy(): void;
}

/**
 * `frame` is the video's frame (PlayResX/Y of the document); the canvas's CSS box should have
 * its aspect ratio, and libass draws at that box's size in device pixels.
 */
export function createCaptionRenderer(
  canvas: HTMLCanvasElement,
  frame: { width: number; height: number },
  content: CaptionContent,
  onDrawn: (mediaTime: number) => void,
): CaptionRenderer {
  const jassub = new JASSUB({
    canvas,
    subContent: content.document,
    fonts: [...content.fonts.values()],
    // No Liberation Sans from the package, no fonts installed on this computer, no Google
    // Fonts: the render has none of them.
    availableFonts: {},
    defaultFont: content.family,
    queryFonts: false,
    workerUrl,
    wasmUrl,
    modernWasmUrl,
  });
  const loaded = new Set(content.fonts.keys());
  let current = content;
  let destroyed = false;
  let drawing: Promise<void> | null = null;
  let wanted: { time: number; repaint: boolean } | null = null;
  /** The newest time asked for: a repaint after an update must not go back to an older one. */
  let latestTime = 0;

  // One draw at a time: jassub drops a draw asked for while another runs, which would make
  // "drawn" untrue. The newest request wins.
  async function drawLoop() {
    await jassub.ready;
    while (wanted && !destroyed) {
      const { time, repaint } = wanted;
      wanted = null;
      await jassub.manualRender(
        { mediaTime: time, width: frame.width, height: frame.height, expectedDisplayTime: performance.now() },
        repaint,
      );
      if (!destroyed) onDrawn(time);
    }
  }

  function request(time: number, repaint: boolean): Promise<void> {
    latestTime = time;
    wanted = { time, repaint: repaint || Boolean(wanted?.repaint) };
    drawing ??= drawLoop().finally(() => {
      drawing = null;
    });
    return drawing;
  }

  return {
    draw: (mediaTime) => request(mediaTime, false),
    async update(next) {
      await jassub.ready;
      if (destroyed) return;
      const added = [...next.fonts].filter(([url]) => !loaded.has(url));
      if (added.length > 0) {
        await jassub.renderer.addFonts(added.map(([, bytes]) => bytes));
        for (const [url] of added) loaded.add(url);
      }
      const family = next.family !== current.family;
      const document = next.document !== current.document;
      if (family) await jassub.renderer.setDefaultFont(next.family);
      if (document) await jassub.renderer.setTrack(next.document);
      current = next;
      if (added.length > 0 || family || document) await request(latestTime, true);
    },
    holdsOnlyFontsOf: (next) => [...loaded].every((url) => next.fonts.has(url)),
    destroy() {
      destroyed = true;
      void jassub.destroy();
    },
  };
}
