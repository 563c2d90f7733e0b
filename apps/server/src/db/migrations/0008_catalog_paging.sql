DROP INDEX "distributions_zip_idx";--> statement-breakpoint
CREATE INDEX "distributions_kind_position_idx" ON "distributions" USING btree ("select_pick_del","latitude","longitude") WHERE "distributions"."status" = 1;--> statement-breakpoint
CREATE INDEX "farms_listed_newest_idx" ON "farms" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "farms"."status" = 1;--> statement-breakpoint
CREATE INDEX "inventory_farm_order_idx" ON "inventory" USING btree ("farm_id","status" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "distributions_zip_idx" ON "distributions" USING gin ("delivery_postal_codes") WHERE "distributions"."status" = 1 and "distributions"."select_pick_del" in (2, 3);