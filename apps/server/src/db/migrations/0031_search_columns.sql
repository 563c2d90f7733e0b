-- Issue 29: a search read each candidate item's words through the expressions the text indexes are
-- built on, so every candidate's text was stemmed again (twice: to filter it and to rank it) and glued
-- again for the trigrams. The item's search text is now kept with it, as two generated columns the
-- database fills on every write of the item, and the indexes are on those columns: matching and ranking
-- read them instead of rebuilding them. The expressions are migration 0029's (English words stemmed as
-- English, the Spanish name as Spanish; trigrams over both names, lower-cased). The columns are not in
-- the Drizzle schema: no answer reads them, only search's SQL (modules/search/service.ts).
ALTER TABLE "inventory" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS ((to_tsvector('english'::regconfig, "item_name" || ' ' || "other_item_name" || ' ' || "variety") || to_tsvector('spanish'::regconfig, "item_name_es"))) STORED;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("item_name" || ' ' || "other_item_name" || ' ' || "variety" || ' ' || "item_name_es")) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "inventory_search_fts_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "inventory_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "inventory_search_fts_idx" ON "inventory" USING gin ("search_tsv");--> statement-breakpoint
CREATE INDEX "inventory_search_trgm_idx" ON "inventory" USING gin ("search_text" gin_trgm_ops);
