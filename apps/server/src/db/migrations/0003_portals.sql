DROP INDEX "order_groups_farm_idx";--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "host_user_id" integer;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "markets_host_idx" ON "markets" USING btree ("host_user_id");--> statement-breakpoint
CREATE INDEX "order_groups_market_idx" ON "order_groups" USING btree ("market_id","day") WHERE "order_groups"."market_id" is not null;--> statement-breakpoint
CREATE INDEX "order_groups_farm_idx" ON "order_groups" USING btree ("farm_id","id");