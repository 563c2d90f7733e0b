-- Issue 14.3: PostgreSQL serialises the commits of the transactions that NOTIFY (one lock on the
-- notification queue, held until the commit is flushed), so every order's two notifying commits
-- queued behind each other. Orders change the visitors' answers in one way only: a slot with a
-- capacity ('Full') counts the orders of its window that are not cancelled. So an order's rows
-- notify only when they touch a capped slot, or when an order is cancelled or un-cancelled.
-- (Its stock still notifies through inventory's trigger: the answers show what is left.)
CREATE OR REPLACE FUNCTION notify_capped_slot_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    touched := ARRAY[NEW.distribution_id];
  ELSIF TG_OP = 'DELETE' THEN
    touched := ARRAY[OLD.distribution_id];
  ELSE
    touched := ARRAY[OLD.distribution_id, NEW.distribution_id];
  END IF;
  IF EXISTS (SELECT 1 FROM distributions WHERE id = ANY (touched) AND slot_capacity IS NOT NULL) THEN
    PERFORM pg_notify('catalog_changed', '');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER order_groups_catalog_changed ON order_groups;
--> statement-breakpoint
CREATE TRIGGER order_groups_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON order_groups
  FOR EACH ROW EXECUTE FUNCTION notify_capped_slot_changed();
--> statement-breakpoint
-- An order's groups come and go with it (ON DELETE CASCADE fires their row triggers), and paying for
-- it changes no count: of an order's own row, only a cancellation (status 3) or its undoing counts.
DROP TRIGGER orders_catalog_changed ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_catalog_changed AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status AND (OLD.status = 3 OR NEW.status = 3))
  EXECUTE FUNCTION notify_catalog_changed();
