// Joins the recognitions of consecutive chunks into one: times move by each chunk's offset and
// stay in order even when an engine reports a word a little past its chunk's end.
import type { RecognisedWord, Recognition } from '../transcriber';

export interface ChunkRecognition {
  offsetMs: number;
  recognition: Recognition;
}

export function stitchChunks(parts: ChunkRecognition[]): Recognition {
  const words: RecognisedWord[] = [];
  let floor = 0;
  for (const { offsetMs, recognition } of parts) {
    for (const word of recognition.words) {
      const start = Math.max(word.start + offsetMs, floor);
      const end = Math.max(word.end + offsetMs, start + 1);
      words.push({ ...word, start, end });
      floor = end;
    }
  }
  const language = parts.find((part) => part.recognition.language)?.recognition.language ?? 'en';
  return { language, words };
}
