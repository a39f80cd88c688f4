// The transcript column as the job or a save stored it; null before the first run ends.
import { type Transcript, transcriptSchema } from '@captionist/contracts';

export function storedTranscript(video: { transcript: unknown }): Transcript | null {
  const parsed = transcriptSchema.safeParse(video.transcript);
  return parsed.success ? parsed.data : null;
}
