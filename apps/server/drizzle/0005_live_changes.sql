-- Live changes: when a video, a render or a library item changes in a way its owner's open pages
-- show (status, progress, poster or proxy), the database itself announces it on the
-- "live_changes" channel, whichever process wrote it; each API process listens and forwards it to
-- that owner's event streams (modules/live-events). NOTIFY is sent at commit; the payload names
-- the row and its owner only: the pages read the row through the API, with its usual checks.
CREATE FUNCTION "notify_live_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live_changes', json_build_object(
    'user_id', NEW.user_id,
    'kind', TG_ARGV[0],
    'id', NEW.id,
    'video_id', CASE WHEN TG_ARGV[0] = 'render' THEN to_jsonb(NEW) ->> 'video_id' END
  )::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "videos_live_change" AFTER UPDATE ON "videos" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.transcription_status IS DISTINCT FROM NEW.transcription_status
    OR OLD.transcription_progress IS DISTINCT FROM NEW.transcription_progress
    OR OLD.poster_key IS DISTINCT FROM NEW.poster_key
    OR OLD.proxy_key IS DISTINCT FROM NEW.proxy_key)
  EXECUTE FUNCTION "notify_live_change"('video');
--> statement-breakpoint
CREATE TRIGGER "renders_live_change_insert" AFTER INSERT ON "renders" FOR EACH ROW
  EXECUTE FUNCTION "notify_live_change"('render');
--> statement-breakpoint
CREATE TRIGGER "renders_live_change" AFTER UPDATE ON "renders" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.progress IS DISTINCT FROM NEW.progress)
  EXECUTE FUNCTION "notify_live_change"('render');
--> statement-breakpoint
CREATE TRIGGER "media_uploads_live_change" AFTER UPDATE ON "media_uploads" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.thumbnail_key IS DISTINCT FROM NEW.thumbnail_key)
  EXECUTE FUNCTION "notify_live_change"('media');
