// Splits a pasted script into the words a caption shows, each with the form used to look it up
// in the pronouncing dictionary. Punctuation and casing stay on the caption word.

export interface ScriptToken {
  /** As the user wrote it, punctuation included ("Hello," "don't"). */
  text: string;
  /** Lowercase, without surrounding punctuation ("hello", "don't"); what the recogniser hears. */
  key: string;
}

export function tokeniseScript(script: string): ScriptToken[] {
  const tokens: ScriptToken[] = [];
  let pending = '';
  for (const text of script.split(/\s+/).filter(Boolean)) {
    const key = spokenKey(text);
    if (!key) {
      // A dash or a lone symbol is not spoken: it stays on the word before (or after) it.
      const previous = tokens.at(-1);
      if (previous) previous.text += ` ${text}`;
      else pending += `${text} `;
      continue;
    }
    tokens.push({ text: pending + text, key });
    pending = '';
  }
  return tokens;
}

export function spokenKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}
