// What a real-dimension whisper test model (apps/server/test/support/whisper-test-model.ts) is
// scripted to "hear" in a bench: the spoken words, spread over 5 s segments as whisper emits them.
import type { ScriptedSegment } from '../apps/server/test/support/whisper-test-model';

export function fiveSecondSegments(words: readonly string[], seconds: number): ScriptedSegment[] {
  const count = Math.ceil(seconds / 5);
  const perSegment = Math.ceil(words.length / count);
  return Array.from({ length: count }, (_, s) => ({
    startMs: s * 5000,
    endMs: s * 5000 + 4800,
    tokens: words.slice(s * perSegment, (s + 1) * perSegment).map((word) => ` ${word}`),
  }));
}
