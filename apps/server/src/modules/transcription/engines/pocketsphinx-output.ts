// Reads what `pocketsphinx_continuous -time yes` prints: per utterance a hypothesis line, then one
// line per segment "word start end confidence" (seconds from the file's start, posterior 0–1).
// Silence, noise and sentence markers are segments too; alternates carry a "(2)" suffix.

export interface SphinxWord {
  /** The dictionary word without its alternate-pronunciation suffix. */
  word: string;
  start: number;
  end: number;
  confidence: number;
}

const SEGMENT = /^(\S+)\s+(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?(?:e-?\d+)?)$/i;
// <s>, </s>, <sil>, <unk>, [NOISE], [SPEECH], ++BREATH++ and the like: not words anyone said.
const FILLER = /^(<.*>|\[.*\]|\+.*\+)$/;

/** One segment line → its word with times in ms; null for hypothesis lines and fillers. */
export function parseSegmentLine(line: string): SphinxWord | null {
  const match = SEGMENT.exec(line.trim());
  if (!match) return null;
  const [, token = '', start, end, confidence] = match;
  if (FILLER.test(token)) return null;
  const word = token.replace(/\(\d+\)$/, '');
  if (!word) return null;
  return {
    word,
    start: Math.round(Number(start) * 1000),
    end: Math.round(Number(end) * 1000),
    confidence: Math.min(1, Math.max(0, Number(confidence))),
  };
}

export function parseSphinxOutput(output: string): SphinxWord[] {
  return output
    .split('\n')
    .map(parseSegmentLine)
    .filter((word): word is SphinxWord => word !== null);
}

/** How far the decoder is, from any segment line (fillers included), in ms; null otherwise. */
export function segmentEndMs(line: string): number | null {
  const match = SEGMENT.exec(line.trim());
  return match ? Math.round(Number(match[3]) * 1000) : null;
}
