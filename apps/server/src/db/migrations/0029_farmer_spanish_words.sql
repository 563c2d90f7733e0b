-- Issue 32.4: a farmer may write an item's name and description, and the farm's story, in Spanish too
-- (shown to Spanish readers when present; '' when not, like the English columns).
ALTER TABLE "farms" ADD COLUMN "short_info_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "info_about_farm_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "info_about_farmer_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "item_name_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "description_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Search finds an item by its Spanish name too ('tomate'). The two indexes of migration 0010 are
-- rebuilt on the search's new expressions (apps/server/src/modules/search/service.ts `ftsDoc` and
-- `lower(searchDoc)`), which must stay identical to these for the planner to use them. The Spanish
-- name is stemmed with the 'spanish' configuration ('tomates' finds 'Tomate'), the English words as
-- before; trigrams (typos) read both names.
DROP INDEX IF EXISTS "inventory_search_fts_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "inventory_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "inventory_search_fts_idx" ON "inventory" USING gin ((to_tsvector('english'::regconfig, "item_name" || ' ' || "other_item_name" || ' ' || "variety") || to_tsvector('spanish'::regconfig, "item_name_es")));--> statement-breakpoint
CREATE INDEX "inventory_search_trgm_idx" ON "inventory" USING gin (lower("item_name" || ' ' || "other_item_name" || ' ' || "variety" || ' ' || "item_name_es") gin_trgm_ops);
