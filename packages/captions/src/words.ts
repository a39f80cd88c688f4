// The word shape the caption engine reads: a structural match of `TranscriptWord` from
// @captionist/contracts (times in integer milliseconds from the start of the video).
export interface CaptionWord {
  text: string;
  start: number;
  end: number;
  confidence?: number | null;
  emphasis?: WordEmphasis;
  /** Who says it (a speaker id, docs/speakers.md). */
  speaker?: string;
}

/** How one word stands out from its caption: its own colour (#rrggbb), a size factor, capitals. */
export interface WordEmphasis {
  color?: string;
  scale?: number;
  uppercase?: boolean;
}
