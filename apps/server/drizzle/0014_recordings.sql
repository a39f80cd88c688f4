-- Recordings and videos (docs/decisions/0015): the uploaded file and what is derived from it move
-- from each video to a recording of the same id (so its files' folder and signed links stay), and
-- the video points at it, over all of it (ranges null).
CREATE TABLE "recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"poster_key" text,
	"proxy_key" text,
	"mime_type" text,
	"size_bytes" bigint,
	"duration_ms" integer,
	"width" integer,
	"height" integer,
	"fps" real,
	"rotation" integer,
	"has_audio" text DEFAULT 'unknown' NOT NULL,
	"probe" jsonb,
	"face_track" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "recordings" ("id", "user_id", "project_id", "storage_key", "poster_key", "proxy_key", "mime_type",
	"size_bytes", "duration_ms", "width", "height", "fps", "rotation", "has_audio", "probe", "face_track", "created_at",
	"updated_at")
SELECT "id", "user_id", "project_id", "storage_key", "poster_key", "proxy_key", "mime_type", "size_bytes",
	"duration_ms", "width", "height", "fps", "rotation", "has_audio", "probe", "face_track", "created_at", "updated_at"
FROM "videos";--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "recording_id" uuid;--> statement-breakpoint
UPDATE "videos" SET "recording_id" = "id";--> statement-breakpoint
ALTER TABLE "videos" ALTER COLUMN "recording_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "ranges" jsonb;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recordings_user_id_idx" ON "recordings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recordings_project_id_idx" ON "recordings" USING btree ("project_id");--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "videos_recording_id_idx" ON "videos" USING btree ("recording_id");--> statement-breakpoint
-- The live changes (0005) and the project cards' pictures (0008) that the moved columns drove are
-- announced by the recording now, for every video made of it.
DROP TRIGGER "videos_live_change" ON "videos";--> statement-breakpoint
CREATE TRIGGER "videos_live_change" AFTER UPDATE ON "videos" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.transcription_status IS DISTINCT FROM NEW.transcription_status
    OR OLD.transcription_progress IS DISTINCT FROM NEW.transcription_progress)
  EXECUTE FUNCTION "notify_live_change"('video');
--> statement-breakpoint
DROP TRIGGER "videos_pictured" ON "videos";--> statement-breakpoint
CREATE TRIGGER "videos_pictured" AFTER UPDATE ON "videos" FOR EACH ROW
  WHEN (NEW.thumbnail_key IS DISTINCT FROM OLD.thumbnail_key)
  EXECUTE FUNCTION "notify_project_list_changed"();
--> statement-breakpoint
CREATE FUNCTION "notify_recording_live_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live_changes', json_build_object(
    'user_id', made_of.user_id, 'kind', 'video', 'id', made_of.id, 'video_id', NULL
  )::text)
  FROM "videos" made_of WHERE made_of.recording_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "recordings_live_change" AFTER UPDATE ON "recordings" FOR EACH ROW
  WHEN (OLD.poster_key IS DISTINCT FROM NEW.poster_key OR OLD.proxy_key IS DISTINCT FROM NEW.proxy_key)
  EXECUTE FUNCTION "notify_recording_live_change"();
--> statement-breakpoint
CREATE TRIGGER "recordings_pictured" AFTER UPDATE ON "recordings" FOR EACH ROW
  WHEN (NEW.poster_key IS DISTINCT FROM OLD.poster_key)
  EXECUTE FUNCTION "notify_project_list_changed"();
--> statement-breakpoint
ALTER TABLE "videos" DROP COLUMN "storage_key";--> statement-breakpoint
ALTER TABLE "videos" DROP COLUMN "poster_key";--> statement-breakpoint
ALTER TABLE "videos" DROP COLUMN "proxy_key";--> statement-breakpoint
ALTER TABLE "videos" DROP COLUMN "mime_type";--> statement-breakpoint
ALTER TABLE "videos" DROP COLUMN "size_bytes";--> statement-breakpoint
ALTER TABLE "videos" DROP COLUMN "duration_ms";--> statement-breakpoint
ALTER TABLE "videos" DROP COLUMN "width";--> statement-breakpoint
ALTER TABLE "videos" DROP COLUMN "height";--> statement-breakpoint
ALTER TABLE "videos" DROP COLUMN "fps";--> statement-breakpoint
ALTER TABLE "videos" DROP COLUMN "rotation";--> statement-breakpoint
ALTER TABLE "videos" DROP COLUMN "has_audio";--> statement-breakpoint
ALTER TABLE "videos" DROP COLUMN "probe";--> statement-breakpoint
ALTER TABLE "videos" DROP COLUMN "face_track";