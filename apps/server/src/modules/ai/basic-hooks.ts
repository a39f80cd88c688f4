// Offline title hooks, extractive and honest about it: the transcript's most salient short
// sentences (recurring nouns, early position, questions and exclamations score higher).
import { HOOK_SUGGESTION_MAX, HOOKS_MAX, type TranscriptWord } from '@captionist/contracts';
import { type AnalysedWord, analyseTranscript, segmentWords } from './transcript-analysis';

const HOOK_WORDS = 10;

export function basicTitleHooks(transcript: TranscriptWord[]): string[] {
  const { words, sentenceEnds } = analyseTranscript(transcript);
  const frequency = new Map<string, number>();
  for (const word of words) {
    if (isContentWord(word)) frequency.set(word.lemma, (frequency.get(word.lemma) ?? 0) + 1);
  }
  const segments = segmentWords(words, sentenceEnds, HOOK_WORDS);
  const scored = segments.map((segment, position) => {
    const slice = words.slice(segment.first, segment.last + 1);
    const content = slice.filter(isContentWord);
    const salience =
      content.reduce((sum, w) => sum + (frequency.get(w.lemma) ?? 1), 0) / Math.sqrt(slice.length);
    const lastText = slice[slice.length - 1]?.text ?? '';
    const punch = /[?!]$/.test(lastText) ? 1.5 : 1;
    const early = 1 + 1 / (position + 1);
    return { text: hookText(slice), score: salience * punch * early, tooShort: content.length === 0 };
  });
  const seen = new Set<string>();
  const hooks: string[] = [];
  for (const candidate of scored.filter((c) => !c.tooShort).sort((a, b) => b.score - a.score)) {
    const key = candidate.text.toLowerCase();
    if (!candidate.text || seen.has(key)) continue;
    seen.add(key);
    hooks.push(candidate.text);
    if (hooks.length === HOOKS_MAX) break;
  }
  return hooks;
}

const isContentWord = (word: AnalysedWord) =>
  !word.stopWord && ['NOUN', 'PROPN', 'VERB', 'ADJ', 'NUM'].includes(word.pos);

/** The segment as a title: first letter capitalised, no trailing comma, at most HOOK_SUGGESTION_MAX. */
function hookText(slice: AnalysedWord[]): string {
  let text = slice
    .map((w) => w.text)
    .join(' ')
    .replace(/[,;:]+$/, '')
    .trim();
  if (text.length > HOOK_SUGGESTION_MAX)
    text = `${text.slice(0, HOOK_SUGGESTION_MAX - 1).replace(/\s+\S*$/, '')}…`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
