-- Issue 29.3, ADR 007: stock is kept out of the kept answers. An update of an item that moves only its
-- stock (the two maximum quantities, and updated_at) and leaves it in or out of stock as it was (the
-- in-stock flags, which decide what a list counts and shows) tells every process the item's new stock,
-- 's:<item id>:<consumer>:<wholesale>', instead of dropping every answer that read the item's farm: the
-- processes put it into the answers they send. An order taking stock is such an update; any other change
-- of an item (price, name, status, the last unit sold, a unit added back to an item out of stock) still
-- notifies 'f:<farm id>'. The comparison is of the whole row less those columns, so a column added
-- later counts as a change of the item without touching this function.
CREATE OR REPLACE FUNCTION notify_inventory_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stock_only constant text[] := ARRAY['maximum_consumer_quantity', 'maximum_wholesale_quantity', 'updated_at'];
BEGIN
  IF TG_OP = 'UPDATE'
    AND NEW.farm_id = OLD.farm_id
    AND NEW.consumer_in_stock = OLD.consumer_in_stock
    AND NEW.wholesale_in_stock = OLD.wholesale_in_stock
    AND (to_jsonb(NEW) - stock_only) = (to_jsonb(OLD) - stock_only)
  THEN
    PERFORM pg_notify('catalog_changed',
      's:' || NEW.id || ':' || NEW.maximum_consumer_quantity || ':' || NEW.maximum_wholesale_quantity);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('catalog_changed', 'f:' || OLD.farm_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.farm_id IS DISTINCT FROM OLD.farm_id) THEN
    PERFORM pg_notify('catalog_changed', 'f:' || NEW.farm_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER inventory_catalog_changed ON inventory;
--> statement-breakpoint
CREATE TRIGGER inventory_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON inventory
  FOR EACH ROW EXECUTE FUNCTION notify_inventory_catalog_changed();
