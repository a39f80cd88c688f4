// What the subtitle reader's tests ask of a file (subtitle-import-*.test.ts): its words, their
// texts, or the message it is refused with.
import { parseSubtitles, SubtitleImportError } from './subtitle-import';

export const read = (text: string) => parseSubtitles(text).words;
export const texts = (text: string) => read(text).map((word) => word.text);

export function failure(text: string) {
  try {
    parseSubtitles(text);
  } catch (error) {
    if (error instanceof SubtitleImportError) return error.message;
    throw error;
  }
  throw new Error('the file was read');
}
