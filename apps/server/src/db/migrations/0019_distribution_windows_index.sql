-- Issue 14: every order-now list, market page and search asks whether each distribution of its farms takes
-- orders now (loadWindows): the window columns of ~150 distributions of 48 farms. They came from the heap
-- (a bitmap scan over ~130 pages, 10-23 ms at 10,000 farms). The farm index now carries those columns, so
-- the answer comes from the index alone (4-5 ms, Heap Fetches 0). Same name and keys: what used it still does.
DROP INDEX "distributions_farm_idx";
--> statement-breakpoint
CREATE INDEX "distributions_farm_idx" ON "distributions" USING btree ("farm_id", "select_pick_del")
  INCLUDE ("status", "market_id", "delivery_for", "place_order_open", "place_order_close", "time_zone");
