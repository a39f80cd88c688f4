// The clip recipe beyond hook and frame (docs/clip-finder.md "Accepting clips"): a caption template,
// emoji, emphasised keywords and cut pauses, chosen once for every accepted clip. Each is the
// editor's own button done on the server, with the same suggestions and the same caption engine
// (packages/captions), so a clip made with them looks as if its owner had pressed them.
import {
  addAutoEmoji,
  defaultEmphasis,
  emphasiseKeywords,
  normaliseCuts,
  silenceCuts,
  silenceRules,
  type TimeRange,
  wordsWithin,
} from '@captionist/captions';
import type { acceptClipsRequestSchema, Cut, TranscriptWord } from '@captionist/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { CaptionSettings } from '../../platform/db/schema/json-columns';
import { AppError } from '../../platform/http/app-error';
import { AiService } from '../ai/ai-service';
import { renderStyleFor } from '../renders/render-style';
import { findUsableTemplate } from '../templates/template-queries';
import { QuietRangesService } from '../video-edits/quiet-ranges-service';
import type { VideoRow } from '../videos/video-queries';
import { clipMessages } from './clips-messages';

type Recipe = z.output<typeof acceptClipsRequestSchema>['recipe'];

/** What the recipe gives the clips: their caption style, each clip's words, and its pauses to cut. */
export interface RecipeParts {
  captionSettings: CaptionSettings | null;
  /** Each clip's words of the recording (in recording time), with the recipe's emoji and emphasis. */
  words: TranscriptWord[][];
  /** Each clip's pauses at the recipe's pace, inside its range; null when the recipe keeps them. */
  silences: Cut[][] | null;
}

export class ClipRecipeMaker {
  readonly #ai: AiService;
  readonly #quiet: QuietRangesService;

  constructor(private readonly context: AppContext) {
    this.#ai = new AiService(context);
    this.#quiet = new QuietRangesService(context);
  }

  async partsFor(
    userId: string,
    video: VideoRow,
    recipe: Recipe,
    clips: readonly TimeRange[],
  ): Promise<RecipeParts> {
    const { db } = this.context.database;
    let captionSettings = video.captionSettings;
    if (recipe.template_id) {
      const template = await findUsableTemplate(db, userId, recipe.template_id);
      if (!template) throw AppError.invalid({ 'recipe.template_id': [clipMessages.templateMissing] });
      captionSettings = template.settings;
    }
    const recording = video.transcript?.words ?? [];
    const words = await this.#decorated(
      userId,
      clips.map((clip) => wordsWithin(recording, [clip])),
      recipe,
      captionSettings,
    );
    const pace = recipe.silences;
    if (!pace || video.durationMs === null) return { captionSettings, words, silences: null };
    const durationMs = video.durationMs;
    const quiet = (await this.#quiet.get(userId, video.id)).ranges.map((range) => ({
      start: range.start_ms,
      end: range.end_ms,
    }));
    const silences = clips.map((clip, i) => {
      const ranges = silenceCuts(words[i] ?? [], quiet, silenceRules[pace], durationMs).flatMap((range) => {
        // The pause before a clip's first word and after its last are the clip's edges, not the recording's.
        const start = Math.max(range.start, clip.start);
        const end = Math.min(range.end, clip.end);
        return end > start ? [{ start, end }] : [];
      });
      return normaliseCuts(ranges, durationMs).map((range) => ({
        start_ms: range.start,
        end_ms: range.end,
        reason: 'silence' as const,
      }));
    });
    return { captionSettings, words, silences };
  }

  /**
   * The clips' words with emphasis and emoji. The suggestions are asked for once, for the clips'
   * words together (a model reads them all, wherever in a long recording they are); they name
   * words by index, and emphasis keeps the words' count, so the emoji's indexes still hold.
   */
  async #decorated(
    userId: string,
    perClip: TranscriptWord[][],
    recipe: Recipe,
    captionSettings: CaptionSettings | null,
  ): Promise<TranscriptWord[][]> {
    if (!recipe.emphasis && !recipe.emoji) return perClip;
    const style = await renderStyleFor(this.context.database.db, { captionSettings });
    let words: TranscriptWord[] = perClip.flat();
    if (words.length === 0) return perClip;
    if (recipe.emphasis) {
      await this.#ai.countRequest(userId);
      const found = await this.#ai.emphasisFor(words);
      const scores = new Map(found.words.map((pick) => [pick.index, pick.score]));
      words = [...emphasiseKeywords(words, style.wordsPerGroup, scores, defaultEmphasis(style))];
    }
    if (recipe.emoji) {
      await this.#ai.countRequest(userId);
      const found = await this.#ai.emojiFor(words);
      words = [...addAutoEmoji(words, style.wordsPerGroup, found.words)];
    }
    let at = 0;
    return perClip.map((clip) => {
      at += clip.length;
      return words.slice(at - clip.length, at);
    });
  }
}
