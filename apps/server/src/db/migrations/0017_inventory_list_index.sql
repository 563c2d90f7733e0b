-- Issue 14: the order-now lists (countItems, loadInventory's per-farm page) read a few thousand items
-- of their ≤ 50 farms. Filtering them needed each row from the heap, where one farm's items lie
-- scattered: 2,107 heap blocks for 7,359 items, 79 ms for shipping's counts and 100 ms for its page at
-- 10,000 farms. One index in the lists' order that also carries every column their filters read
-- answers both from the index alone (5 and 6 ms, EXPLAIN ANALYZE in docs/benchmarks.md).
--
-- SPEC 4's test-product rule (core isTestProduct on the shown name) becomes a stored column, so the
-- index can carry it instead of the two names.
ALTER TABLE "inventory" ADD COLUMN "test_product" boolean GENERATED ALWAYS AS (
  (CASE WHEN lower("item_name") = 'others' AND "other_item_name" <> '' THEN "other_item_name" ELSE "item_name" END) ~* '^\s*test product'
) STORED;
--> statement-breakpoint
-- Whether there are units left for consumers and for wholesale buyers, for the same reason. The index
-- carries these and not the quantities: an order's stock update changes no indexed value then (unless it
-- sells the last unit), so it stays a HOT update that writes no index entry. Every order of a popular
-- item updates the same row under its lock, so that write is on every buyer's path.
ALTER TABLE "inventory" ADD COLUMN "consumer_in_stock" boolean GENERATED ALWAYS AS ("maximum_consumer_quantity" > 0) STORED NOT NULL;
--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "wholesale_in_stock" boolean GENERATED ALWAYS AS ("maximum_wholesale_quantity" > 0) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX "inventory_farm_list_idx" ON "inventory" USING btree ("farm_id", "status" DESC NULLS FIRST, "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("published", "test_product", "distribution_types", "inventory_type", "consumer_in_stock", "wholesale_in_stock");
--> statement-breakpoint
-- Both are prefixes of the new index's keys: it serves their lookups, and each index costs every write.
DROP INDEX "inventory_farm_order_idx";
--> statement-breakpoint
DROP INDEX "inventory_farm_status_idx";
