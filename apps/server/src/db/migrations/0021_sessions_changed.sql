-- Issue 14: each process keeps the sessions it has looked up (http/session-cache.ts), so a signed-in
-- request does not read its session from the database every time. What a kept session says must change
-- with the database, whoever writes: a session revoked (sign-out, password change) or deleted, and a user
-- whose name, type, role or disabled mark the request reads. PostgreSQL delivers the NOTIFY at commit to
-- every listening process, which then forgets every kept session. A session's last use (stamped every
-- few minutes) and a user's other fields do not notify.
CREATE FUNCTION notify_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OF user_id, token_hash, expires_at, revoked_at OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER users_session_fields_changed
  AFTER UPDATE OF email, first_name, last_name, user_type, consumer_type, role, disabled_at OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
