-- Long recordings to find clips in (docs/plans.md): the plans' own limits for them (the seeded plans
-- get theirs when the server starts; other plans have none until given), and the recording's mark.
ALTER TABLE "plans" ADD COLUMN "recording_duration_limit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "recording_upload_limit_mb" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "is_long" boolean DEFAULT false NOT NULL;