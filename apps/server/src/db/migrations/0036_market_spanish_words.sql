ALTER TABLE "markets" ADD COLUMN "description_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "market_order_window_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "market_pickup_windows_es" jsonb DEFAULT '[]'::jsonb NOT NULL;