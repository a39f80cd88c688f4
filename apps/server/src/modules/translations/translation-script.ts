// Whether a translation is written in its language's script: the check that catches a language
// model answering in another language (docs/translation.md "A model that answers garbage"). A
// Latin-script language answered in another Latin-script one passes; the count and echo checks
// are the other guards.
const SCRIPTS: Record<string, RegExp> = {
  zh: /[\p{Script=Han}]/u,
  ja: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
  ko: /[\p{Script=Hangul}]/u,
  ru: /\p{Script=Cyrillic}/u,
  uk: /\p{Script=Cyrillic}/u,
  bg: /\p{Script=Cyrillic}/u,
  sr: /[\p{Script=Cyrillic}\p{Script=Latin}]/u,
  ar: /\p{Script=Arabic}/u,
  fa: /\p{Script=Arabic}/u,
  ur: /\p{Script=Arabic}/u,
  he: /\p{Script=Hebrew}/u,
  hi: /\p{Script=Devanagari}/u,
  mr: /\p{Script=Devanagari}/u,
  bn: /\p{Script=Bengali}/u,
  ta: /\p{Script=Tamil}/u,
  te: /\p{Script=Telugu}/u,
  th: /\p{Script=Thai}/u,
  el: /\p{Script=Greek}/u,
};
const LATIN = /\p{Script=Latin}/u;
const LETTER = /\p{L}/u;

/** True when most of the letters of the texts are in the language's script (texts without letters pass). */
export function writtenIn(texts: readonly string[], language: string): boolean {
  const script = SCRIPTS[language] ?? LATIN;
  let letters = 0;
  let inScript = 0;
  for (const text of texts)
    for (const char of text) {
      if (!LETTER.test(char)) continue;
      letters++;
      if (script.test(char)) inScript++;
    }
  return letters === 0 || inScript / letters >= 0.5;
}
