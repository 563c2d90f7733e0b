-- Issue 14.3: the visitors' catalogue answers are kept in each server process (http/public-cache.ts).
-- Every statement that changes what those answers are built from tells every process, at commit,
-- through NOTIFY catalog_changed, whoever ran it (a request, a job, another process, psql).
CREATE OR REPLACE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER farms_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON farms
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER farm_media_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON farm_media
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER markets_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON markets
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER inventory_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON inventory
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER distributions_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON distributions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
-- Slot capacity ('Full') counts the orders of a distribution's window.
CREATE TRIGGER orders_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER order_groups_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON order_groups
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
