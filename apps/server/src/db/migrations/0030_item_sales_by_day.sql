CREATE TABLE "item_sales_by_day" (
	"day" date NOT NULL,
	"inventory_id" integer NOT NULL,
	"farm_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"sales_cents" bigint NOT NULL,
	CONSTRAINT "item_sales_by_day_day_inventory_id_pk" PRIMARY KEY("day","inventory_id")
);
--> statement-breakpoint
CREATE INDEX "item_sales_by_day_item_idx" ON "item_sales_by_day" USING btree ("inventory_id","day");--> statement-breakpoint
-- The sales already made: every line of the orders that count (status 3 is cancelled, 4 awaiting payment),
-- by the marketplace's day; the name is the one the item was last sold under that day.
INSERT INTO "item_sales_by_day" ("day", "inventory_id", "farm_id", "product_name", "quantity", "sales_cents")
SELECT (o.created_at AT TIME ZONE 'America/New_York')::date, l.inventory_id, min(g.farm_id),
	(array_agg(l.product_name ORDER BY o.created_at DESC, l.id DESC))[1],
	sum(l.quantity), sum(l.quantity::bigint * l.unit_price_cents)
FROM orders o JOIN order_groups g ON g.order_id = o.id JOIN order_lines l ON l.order_group_id = g.id
WHERE o.status NOT IN (3, 4)
GROUP BY 1, 2;
