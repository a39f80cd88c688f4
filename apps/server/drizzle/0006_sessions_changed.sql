-- Sessions changed: every API process keeps the sessions it has looked up in memory
-- (modules/auth/session-lookup.ts) and forgets them all when the database announces, on the
-- "captionist_sessions_changed" channel, a change that can end or alter a session, whichever
-- process made it: a deletion (sign-out, revoking other sessions, a password reset, a deleted
-- account's cascade, an admin command) or an update that moves a deadline or the last use back in
-- time or changes what a session is. The touch that moves the idle deadline on announces nothing:
-- a cached copy with the earlier deadline is only more strict, and is read again once it passes.
-- Replaces the trigger the embedded database used to get at start (it fired on every update).
DROP TRIGGER IF EXISTS "sessions_changed" ON "sessions";
--> statement-breakpoint
DROP FUNCTION IF EXISTS "captionist_sessions_changed"();
--> statement-breakpoint
CREATE FUNCTION "notify_sessions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('captionist_sessions_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_removed" AFTER DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_sessions_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_altered" AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN (NEW.expires_at < OLD.expires_at
    OR NEW.last_seen_at < OLD.last_seen_at
    OR NEW.created_at IS DISTINCT FROM OLD.created_at
    OR NEW.user_id IS DISTINCT FROM OLD.user_id
    OR NEW.xsrf_token IS DISTINCT FROM OLD.xsrf_token
    OR NEW.id_hash IS DISTINCT FROM OLD.id_hash)
  EXECUTE FUNCTION "notify_sessions_changed"();
