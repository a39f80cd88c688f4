// Joins the recognitions of consecutive chunks into one: times move by each chunk's offset and
// stay in order even when an engine reports a word a little past its chunk's end. Chunks cut with
// an overlap each name their seam (`keepFromMs`): a word heard by both sides is kept once, from the
// side its middle falls on, and a word the two sides place a little differently is not doubled.
import type { RecognisedWord, Recognition } from '../transcriber';

export interface ChunkRecognition {
  offsetMs: number;
  /** The seam with the previous chunk on the whole time line, when the chunks overlap. */
  keepFromMs?: number;
  recognition: Recognition;
}

export function stitchChunks(parts: ChunkRecognition[]): Recognition {
  const words: RecognisedWord[] = [];
  let floor = 0;
  parts.forEach(({ offsetMs, keepFromMs, recognition }, index) => {
    const keepUntilMs = parts[index + 1]?.keepFromMs ?? Number.POSITIVE_INFINITY;
    const seamAt = words.length;
    for (const word of recognition.words) {
      const middle = offsetMs + (word.start + word.end) / 2;
      if (middle < (keepFromMs ?? Number.NEGATIVE_INFINITY) || middle >= keepUntilMs) continue;
      const start = Math.max(word.start + offsetMs, floor);
      const end = Math.max(word.end + offsetMs, start + 1);
      const placed = { ...word, start, end };
      if (
        keepFromMs !== undefined &&
        words.length === seamAt &&
        heardTwice(words[seamAt - 1], placed, offsetMs + word.start)
      )
        continue;
      words.push(placed);
      floor = end;
    }
  });
  const language = parts.find((part) => part.recognition.language)?.recognition.language ?? 'en';
  return { language, words };
}

/**
 * The first word after a seam repeats the last word before it: same text, and the later side
 * heard it start before the earlier side's copy ended (two engines' times for one spoken word).
 */
function heardTwice(before: RecognisedWord | undefined, after: RecognisedWord, heardStart: number): boolean {
  if (!before) return false;
  return comparable(before.text) === comparable(after.text) && heardStart < before.end;
}

const comparable = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
