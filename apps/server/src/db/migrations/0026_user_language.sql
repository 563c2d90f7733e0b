-- Issue 32: the language a person chose (pages and emails follow it); null until they choose.
ALTER TABLE "users" ADD COLUMN "language" text;
--> statement-breakpoint
-- Issue 32: a request reads the user's language too (http/auth-plugin.ts): its change forgets kept sessions.
DROP TRIGGER users_session_fields_changed ON users;
--> statement-breakpoint
CREATE TRIGGER users_session_fields_changed
  AFTER UPDATE OF email, first_name, last_name, user_type, consumer_type, role, disabled_at, language OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_sessions_changed();
