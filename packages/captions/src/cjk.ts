// Chinese and Japanese in the captions: the characters a caption font seldom has are drawn from a
// shipped CJK font (Noto Sans SC, docs/captions.md "CJK"), named with `\fn` around each run of
// them, because libass does not fall back from the style's font to a font it was given. The
// preview and the render load the same files of it, so both draw the same glyphs.
import { escapeAssText } from './ass-format';

/** Han, kana, Bopomofo, CJK punctuation and fullwidth forms: what the CJK font draws. */
const cjkCharacter =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u303f\u30fc\uff00-\uffef]/u;

export const isCjkCharacter = (char: string) => cjkCharacter.test(char);

/** The weight of the CJK font drawn for a caption weight: its bold for semibold and up. */
export const cjkWeight = (fontWeight: number): 400 | 700 => (fontWeight >= 600 ? 700 : 400);

/** Every CJK character of the texts, once each, in order: what the font files must cover. */
export function cjkCharactersIn(texts: readonly string[]): string {
  const seen = new Set<string>();
  for (const text of texts) for (const char of text) if (isCjkCharacter(char)) seen.add(char);
  return [...seen].join('');
}

/** The text cut into runs of CJK and of other characters, in order. */
export function cjkRuns(text: string): { text: string; cjk: boolean }[] {
  const runs: { text: string; cjk: boolean }[] = [];
  for (const char of text) {
    const cjk = isCjkCharacter(char);
    const last = runs.at(-1);
    if (last && last.cjk === cjk) last.text += char;
    else runs.push({ text: char, cjk });
  }
  return runs;
}

/** The family that draws CJK runs, and the caption's own family to return to after each. */
export interface CjkFonts {
  family: string;
  restore: string;
}

/** The text as inert ASS text (escapeAssText), each CJK run named in the CJK family. */
export function withCjkFont(text: string, fonts: CjkFonts | undefined): string {
  if (!fonts) return escapeAssText(text);
  return cjkRuns(text)
    .map((run) =>
      run.cjk
        ? `{\\fn${fonts.family}}${escapeAssText(run.text)}{\\fn${fonts.restore}}`
        : escapeAssText(run.text),
    )
    .join('');
}
