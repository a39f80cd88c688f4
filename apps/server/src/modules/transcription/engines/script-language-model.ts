// A language model that knows only the user's script: its words, and which word follows which.
// PocketSphinx decoding with it hears the script's words in the script's order, while the
// voice-activity splitting of long audio still works (a grammar would have to match whole).

const SENTENCE_END = /[.!?]["')\]]*$/;
/** Probability mass a seen word pair keeps; the rest backs off to any script word. */
const BIGRAM_MASS = 0.9;

/**
 * ARPA bigram model over `keys` (the script's words in order, already known to the dictionary).
 * `sentenceEnds[i]` marks a key that ends a sentence, where a new utterance is likely to start.
 */
export function buildScriptLanguageModel(keys: string[], sentenceEnds: boolean[] = []): string {
  const unigrams = new Map<string, number>();
  const bigrams = new Map<string, number>();
  const starts = new Map<string, number>();
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

  add(bigrams, `<s> ${keys[0]}`);
  keys.forEach((key, i) => {
    add(unigrams, key);
    const next = keys[i + 1];
    if (next !== undefined) add(bigrams, `${key} ${next}`);
    if (next === undefined || sentenceEnds[i]) add(bigrams, `${key} </s>`);
    if (next !== undefined && sentenceEnds[i]) add(bigrams, `<s> ${next}`);
  });
  for (const [pair, count] of bigrams) {
    const first = pair.split(' ')[0] as string;
    starts.set(first, (starts.get(first) ?? 0) + count);
  }

  const total = keys.length + 1;
  const log = (p: number) => Math.log10(p).toFixed(4);
  const backoff = log(1 - BIGRAM_MASS);
  const uniLines = [
    `-99.0000 <s> ${backoff}`,
    `${log(1 / total)} </s>`,
    ...[...unigrams].map(([word, count]) => `${log(count / total)} ${word} ${backoff}`),
  ];
  const biLines = [...bigrams].map(([pair, count]) => {
    const first = pair.split(' ')[0] as string;
    return `${log((BIGRAM_MASS * count) / (starts.get(first) ?? count))} ${pair}`;
  });
  return [
    '\\data\\',
    `ngram 1=${uniLines.length}`,
    `ngram 2=${biLines.length}`,
    '',
    '\\1-grams:',
    ...uniLines,
    '',
    '\\2-grams:',
    ...biLines,
    '',
    '\\end\\',
    '',
  ].join('\n');
}

export function isSentenceEnd(text: string): boolean {
  return SENTENCE_END.test(text);
}

/** Pronouncing dictionary lines for the model's words: "word PHONES", "word(2) PHONES". */
export function buildScriptDictionary(entries: ReadonlyMap<string, readonly string[]>): string {
  const lines: string[] = [];
  for (const [word, pronunciations] of entries) {
    for (const [i, phones] of pronunciations.entries()) {
      lines.push(i === 0 ? `${word} ${phones}` : `${word}(${i + 1}) ${phones}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
