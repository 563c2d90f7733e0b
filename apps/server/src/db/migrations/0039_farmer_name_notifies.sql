-- ADR 007: the farm, product and market pages show each farm's farmer by name (catalog/queries.ts
-- loadFarms), and those answers are kept until a change touches a farm they read. A user's row notified
-- nothing, so a farmer who changed their name kept showing under the old one until their farm's next
-- change. A change of a user's first or last name now notifies 'f:<farm id>' for each of their farms:
-- the answers that read those farms are built again, every other answer is kept.
CREATE OR REPLACE FUNCTION notify_farmer_name_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  farm integer;
BEGIN
  FOR farm IN SELECT id FROM farms WHERE user_id = NEW.id LOOP
    PERFORM pg_notify('catalog_changed', 'f:' || farm);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_farmer_name_changed AFTER UPDATE OF first_name, last_name ON users
  FOR EACH ROW
  WHEN (NEW.first_name IS DISTINCT FROM OLD.first_name OR NEW.last_name IS DISTINCT FROM OLD.last_name)
  EXECUTE FUNCTION notify_farmer_name_changed();
