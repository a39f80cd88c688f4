-- Who is speaking (issue 37, docs/speakers.md): a recording's speaker analysis (the speakers,
-- when each speaks, where each one's face is), beside its face track. Words carry their speaker
-- and a video's names and colours live in its edits (JSON), so nothing else changes shape.
ALTER TABLE "recordings" ADD COLUMN "speaker_track" jsonb;--> statement-breakpoint
-- The editor follows the analysis as it runs and ends, as it follows a transcription.
CREATE TRIGGER "recordings_speakers_live_change" AFTER UPDATE ON "recordings" FOR EACH ROW
  WHEN (OLD.speaker_track->>'status' IS DISTINCT FROM NEW.speaker_track->>'status'
    OR OLD.speaker_track->>'progress' IS DISTINCT FROM NEW.speaker_track->>'progress')
  EXECUTE FUNCTION "notify_recording_live_change"();
