-- A clip's edges past its own words and its preview before its recording's (docs/decisions/0015):
-- the words a recording's latest transcription heard, and a clip's own preview copy.
ALTER TABLE "recordings" ADD COLUMN "machine_transcript" jsonb;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "clip_proxy" jsonb;--> statement-breakpoint
-- Before this release the words were kept only on videos: an upload's video (it has its recording's
-- id) over all of its recording holds the nearest there is, the user's corrections included.
UPDATE "recordings" SET "machine_transcript" = "videos"."transcript" FROM "videos"
  WHERE "videos"."id" = "recordings"."id" AND "videos"."ranges" IS NULL AND "videos"."transcript" IS NOT NULL;
