-- Project lists changed: every API process keeps the dashboard's project lists it has read in
-- memory (modules/projects/project-list-cache.ts) and forgets a user's list when the database
-- announces, on the "captionist_project_lists_changed" channel, a change to what that list shows,
-- whichever process made it: a project created, renamed, touched or deleted (a deleted account's
-- cascade included), or a video added to, moved out of or removed from one (its count). The
-- payload is the owner's id; a truncate sends '' ("forget every list"). Video updates that leave
-- the project alone (status, progress, edits) announce nothing: the list does not show them.
CREATE FUNCTION "notify_project_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('captionist_project_lists_changed', '');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('captionist_project_lists_changed', OLD.user_id::text);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM pg_notify('captionist_project_lists_changed', NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "projects_list_changed" AFTER INSERT OR UPDATE OR DELETE ON "projects" FOR EACH ROW
  EXECUTE FUNCTION "notify_project_list_changed"();
--> statement-breakpoint
CREATE TRIGGER "projects_lists_truncated" AFTER TRUNCATE ON "projects" FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_project_list_changed"();
--> statement-breakpoint
CREATE TRIGGER "videos_added_or_removed" AFTER INSERT OR DELETE ON "videos" FOR EACH ROW
  EXECUTE FUNCTION "notify_project_list_changed"();
--> statement-breakpoint
CREATE TRIGGER "videos_moved" AFTER UPDATE ON "videos" FOR EACH ROW
  WHEN (NEW.project_id IS DISTINCT FROM OLD.project_id OR NEW.user_id IS DISTINCT FROM OLD.user_id)
  EXECUTE FUNCTION "notify_project_list_changed"();
--> statement-breakpoint
CREATE TRIGGER "videos_lists_truncated" AFTER TRUNCATE ON "videos" FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_project_list_changed"();
