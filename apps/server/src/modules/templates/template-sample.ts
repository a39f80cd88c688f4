// The gallery's picture of a template: a few words drawn by the caption engine exactly as the
// render draws them (buildAssDocument, then ffmpeg's libass), so a sample never shows what the
// video will not (docs/fonts-templates-audios.md "Template samples"). PNGs are kept in memory
// by what they depend on (the style and its font files), and at most SAMPLE_RENDERS ffmpeg runs
// draw at once, whatever the number of galleries open.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  buildAssDocument,
  type CaptionStyle,
  type CaptionWord,
  captionFontsFor,
  captionStyleSchema,
  defaultCaptionStyle,
} from '@captionist/captions';
import { templateMessages } from '@captionist/contracts';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../app-context';
import { WorkLimit } from '../../platform/concurrency/work-limit';
import type { RenderFont } from '../../platform/db/schema/json-columns';
import { AppError } from '../../platform/http/app-error';
import { resourceId } from '../../platform/http/resource-id';
import { runTool } from '../../platform/media/run-tool';
import { filterPath } from '../renders/render-args';
import { findRenderFonts } from '../renders/render-fonts';
import { findUsableTemplate } from './template-queries';

/** Three times the gallery card's 192 × 64 px, so the sample stays sharp on a dense screen. */
export const SAMPLE_WIDTH = 576;
export const SAMPLE_HEIGHT = 192;
// "it" is being spoken at SAMPLE_AT_MS, after every entrance animation has settled.
const SAMPLE_WORDS: CaptionWord[] = [
  { text: 'Make', start: 0, end: 380 },
  { text: 'it', start: 400, end: 780 },
  { text: 'pop', start: 800, end: 1200 },
];
const SAMPLE_AT_MS = 700;
// The dark "video" behind the words, as the gallery showed before: white, yellow and outlined captions all read.
const BACKGROUND = `gradients=s=${SAMPLE_WIDTH}x${SAMPLE_HEIGHT}:c0=0x1d2b3a:c1=0x3b2f4a:c2=0x4a3a2a:n=3:x0=0:y0=0:x1=${SAMPLE_WIDTH}:y1=${SAMPLE_HEIGHT}:speed=0.00001:d=2:r=10`;
const SAMPLE_RENDERS = 2;
const SAMPLE_TIMEOUT_MS = 20_000;

export class TemplateSamples {
  // About 20 KB each.
  readonly #pictures = new LRUCache<string, Buffer>({ max: 500 });
  readonly #drawing = new Map<string, Promise<Buffer>>();
  readonly #limit = new WorkLimit(SAMPLE_RENDERS);

  constructor(private readonly context: AppContext) {}

  /** The PNG of a system template or one of the user's own; any other is not found. */
  async png(userId: string, templateId: string): Promise<Buffer> {
    const { db } = this.context.database;
    const row = await findUsableTemplate(db, userId, resourceId(templateId, templateMessages.notFound));
    if (!row) throw AppError.notFound(templateMessages.notFound);
    const style = sampleStyle(row.settings);
    const fonts = await findRenderFonts(db, userId, style.font);
    const key = createHash('sha256')
      .update(JSON.stringify([style, fonts.map((font) => [font.family, font.weight, font.storageKey])]))
      .digest('hex');
    const cached = this.#pictures.get(key);
    if (cached) return cached;
    // Two galleries asking for the same new sample wait for the one drawing.
    let drawing = this.#drawing.get(key);
    if (!drawing) {
      drawing = this.#limit.run(() => this.#draw(style, fonts)).finally(() => this.#drawing.delete(key));
      this.#drawing.set(key, drawing);
    }
    const png = await drawing;
    this.#pictures.set(key, png);
    return png;
  }

  async #draw(style: CaptionStyle, fonts: readonly RenderFont[]): Promise<Buffer> {
    const workDir = await mkdtemp(path.join(os.tmpdir(), 'captionist-sample-'));
    try {
      const fontsDir = path.join(workDir, 'fonts');
      const subtitles = path.join(workDir, 'sample.ass');
      const output = path.join(workDir, 'sample.png');
      await mkdir(fontsDir);
      await Promise.all(
        fonts.map(async (font, i) =>
          pipeline(
            await this.context.storage.get(font.storageKey),
            createWriteStream(path.join(fontsDir, `${i}${path.extname(font.storageKey) || '.ttf'}`)),
          ),
        ),
      );
      const faces = captionFontsFor(
        style.font,
        fonts.map((font) => ({ ass_family: font.family, weight: font.weight })),
      );
      await writeFile(
        subtitles,
        buildAssDocument(SAMPLE_WORDS, style, faces, { width: SAMPLE_WIDTH, height: SAMPLE_HEIGHT }),
      );
      await runTool(
        'ffmpeg',
        [
          ...['-v', 'error', '-f', 'lavfi', '-i', BACKGROUND],
          ...['-vf', `ass=filename=${filterPath(subtitles)}:fontsdir=${filterPath(fontsDir)}`],
          ...['-ss', String(SAMPLE_AT_MS / 1000), '-frames:v', '1', '-y', output],
        ],
        { timeoutMs: SAMPLE_TIMEOUT_MS },
      );
      return await readFile(output);
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }
}

/**
 * The template's style placed for a short, wide picture: centred, at the size it has on a video
 * as wide as the sample. Settings that do not parse show the default look, as the editor does.
 */
function sampleStyle(settings: unknown): CaptionStyle {
  const parsed = captionStyleSchema.safeParse(settings);
  return { ...(parsed.success ? parsed.data : defaultCaptionStyle), position: 50, isAutoSize: true };
}
