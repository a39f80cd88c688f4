// The word shape the caption engine reads: a structural match of `TranscriptWord` from
// @captionist/contracts (times in integer milliseconds from the start of the video).
export interface CaptionWord {
  text: string;
  start: number;
  end: number;
  confidence?: number | null;
}
