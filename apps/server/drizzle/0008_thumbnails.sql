-- Thumbnails: a frame of the video's latest render (captions and all) beside its poster. The
-- dashboard's project cards show a picture of the project's newest pictured video, so a video
-- getting its poster or thumbnail now changes what the cached project lists show (0007).
ALTER TABLE "videos" ADD COLUMN "thumbnail_key" text;
--> statement-breakpoint
CREATE TRIGGER "videos_pictured" AFTER UPDATE ON "videos" FOR EACH ROW
  WHEN (NEW.poster_key IS DISTINCT FROM OLD.poster_key OR NEW.thumbnail_key IS DISTINCT FROM OLD.thumbnail_key)
  EXECUTE FUNCTION "notify_project_list_changed"();
