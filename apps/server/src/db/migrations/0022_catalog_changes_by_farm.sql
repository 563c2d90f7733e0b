-- ADR 007: a change drops only the kept answers it touches. A farm's items (their stock, prices,
-- any edit), its photos and the orders of its capped slots notify catalog_changed with the farm's
-- id ('f:<id>'): each server process drops the answers that read that farm's items and keeps the
-- answers about every other farm. The farms' listing, distributions and markets decide which farms
-- an answer reads at all, so they still notify without a key (every answer is dropped), as do
-- TRUNCATE and an order's cancellation. PostgreSQL sends one notification per transaction for the
-- same payload, so an order taking several items of one farm notifies once.
CREATE OR REPLACE FUNCTION notify_farm_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
  FOR EACH ROW EXECUTE FUNCTION notify_farm_catalog_changed();
--> statement-breakpoint
DROP TRIGGER farm_media_catalog_changed ON farm_media;
--> statement-breakpoint
CREATE TRIGGER farm_media_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON farm_media
  FOR EACH ROW EXECUTE FUNCTION notify_farm_catalog_changed();
--> statement-breakpoint
-- Migration 0016's capped-slot rule, now naming the slot's farm: 'Full' is shown in the answers
-- that read that farm.
CREATE OR REPLACE FUNCTION notify_capped_slot_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
  farm integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    touched := ARRAY[NEW.distribution_id];
  ELSIF TG_OP = 'DELETE' THEN
    touched := ARRAY[OLD.distribution_id];
  ELSE
    touched := ARRAY[OLD.distribution_id, NEW.distribution_id];
  END IF;
  FOR farm IN SELECT DISTINCT farm_id FROM distributions WHERE id = ANY (touched) AND slot_capacity IS NOT NULL LOOP
    PERFORM pg_notify('catalog_changed', 'f:' || farm);
  END LOOP;
  RETURN NULL;
END
$$;
