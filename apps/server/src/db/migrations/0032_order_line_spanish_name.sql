-- Issue 32.4: an order line keeps the farmer's own Spanish name as it was when the order was placed (as it keeps
-- the English name), so a Spanish reader's orders show the item as the shop did.
ALTER TABLE "order_lines" ADD COLUMN "product_name_es" text DEFAULT '' NOT NULL;