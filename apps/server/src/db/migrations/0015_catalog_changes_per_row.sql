-- A statement that changes no row (a job's UPDATE ... WHERE that matched nothing, every pass) must not
-- empty every process's kept answers: the triggers of 0012 become row triggers. PostgreSQL sends one
-- notification per transaction for the same channel and payload, however many rows changed.
-- TRUNCATE has no rows: it keeps a statement trigger.
DROP TRIGGER farms_catalog_changed ON farms;
--> statement-breakpoint
CREATE TRIGGER farms_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON farms
  FOR EACH ROW EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER farms_catalog_truncated AFTER TRUNCATE ON farms
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
DROP TRIGGER farm_media_catalog_changed ON farm_media;
--> statement-breakpoint
CREATE TRIGGER farm_media_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON farm_media
  FOR EACH ROW EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER farm_media_catalog_truncated AFTER TRUNCATE ON farm_media
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
DROP TRIGGER markets_catalog_changed ON markets;
--> statement-breakpoint
CREATE TRIGGER markets_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON markets
  FOR EACH ROW EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER markets_catalog_truncated AFTER TRUNCATE ON markets
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
DROP TRIGGER inventory_catalog_changed ON inventory;
--> statement-breakpoint
CREATE TRIGGER inventory_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON inventory
  FOR EACH ROW EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER inventory_catalog_truncated AFTER TRUNCATE ON inventory
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
DROP TRIGGER distributions_catalog_changed ON distributions;
--> statement-breakpoint
CREATE TRIGGER distributions_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON distributions
  FOR EACH ROW EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER distributions_catalog_truncated AFTER TRUNCATE ON distributions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
DROP TRIGGER orders_catalog_changed ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER orders_catalog_truncated AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
DROP TRIGGER order_groups_catalog_changed ON order_groups;
--> statement-breakpoint
CREATE TRIGGER order_groups_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON order_groups
  FOR EACH ROW EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER order_groups_catalog_truncated AFTER TRUNCATE ON order_groups
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
