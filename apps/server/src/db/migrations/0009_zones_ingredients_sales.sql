ALTER TABLE "distributions" ADD COLUMN "delivery_zones" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "distributions" ADD COLUMN "free_delivery_over_cents" integer;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "order_groups_farm_order_idx" ON "order_groups" USING btree ("farm_id","order_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");