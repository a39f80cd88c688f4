// Characters the caption's font has no glyph for (Arabic, Hebrew, Indic, Thai, Korean, Chinese,
// Japanese, Cyrillic and Greek in a Latin-only font): each is drawn from the shipped family the
// server chose for it (GET /api/script-fonts, docs/captions.md "Scripts"), named with `\fn`
// around each run, because libass does not fall back from the style's font to a font it was
// given. The preview and the render load the same files, so both draw the same glyphs.
import { escapeAssText } from './ass-format';

/** A shipped family and the characters of the captions it draws (the server's choice). */
export interface ScriptFontChoice {
  family: string;
  chars: string;
  /** Every code point its files hold, as [first, last] ranges. */
  ranges: readonly (readonly [number, number])[];
}

/** The families that draw what the caption font lacks, and the caption's own family to return to. */
export interface ScriptFontRuns {
  restore: string;
  /** Each character the caption font lacks → the family that draws it. */
  familyOf: ReadonlyMap<string, ScriptFontChoice>;
}

export function scriptFontRuns(
  choices: readonly ScriptFontChoice[] | undefined,
  restore: string,
): ScriptFontRuns | undefined {
  if (!choices || choices.length === 0) return undefined;
  const familyOf = new Map<string, ScriptFontChoice>();
  for (const choice of choices) for (const char of choice.chars) familyOf.set(char, choice);
  return { restore, familyOf };
}

/** The weight of the script fonts drawn for a caption weight: their bold for semibold and up. */
export const scriptFontWeight = (fontWeight: number): 400 | 700 => (fontWeight >= 600 ? 700 : 400);

/**
 * Spaces, punctuation, digits, combining marks and joiners belong to no one script: inside a run
 * of a shipped family they stay in it when its files hold them (even where the caption font or
 * another family would draw them alone), so that a mark, a danda or a zero-width joiner is shaped
 * with the letters around it, and a sentence is not cut into runs at every space.
 */
const sharedByScripts = /[\p{Script=Common}\p{Script=Inherited}]/u;

function holds(choice: ScriptFontChoice, char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return choice.ranges.some(([first, last]) => code >= first && code <= last);
}

/** The text cut into runs, each with the shipped family that draws it (null: the caption's font). */
export function scriptRuns(text: string, fonts: ScriptFontRuns): { text: string; family: string | null }[] {
  const runs: { text: string; family: string | null; choice: ScriptFontChoice | null }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const chosen = fonts.familyOf.get(char) ?? null;
    const stays = last?.choice && sharedByScripts.test(char) && holds(last.choice, char);
    const choice = stays ? (last?.choice ?? null) : chosen;
    if (last && last.choice === choice) last.text += char;
    else runs.push({ text: char, family: choice?.family ?? null, choice });
  }
  return runs.map(({ text, family }) => ({ text, family }));
}

/** The text as inert ASS text (escapeAssText), each run the caption font lacks named in its family. */
export function withScriptFonts(text: string, fonts: ScriptFontRuns | undefined): string {
  if (!fonts) return escapeAssText(text);
  return scriptRuns(text, fonts)
    .map((run) =>
      run.family
        ? `{\\fn${run.family}}${escapeAssText(run.text)}{\\fn${fonts.restore}}`
        : escapeAssText(run.text),
    )
    .join('');
}
