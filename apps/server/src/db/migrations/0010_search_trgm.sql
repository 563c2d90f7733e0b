-- Issue 18.1: search across every farm's food. Full-text search on the item's name, other name and
-- variety, and pg_trgm for typos ('tomatoe'); both expressions are the ones the search query uses
-- (apps/server/src/modules/search/service.ts `searchDoc`), so the planner uses these indexes.
-- pg_trgm is a trusted extension on PostgreSQL 13+; PGlite loads it from its contrib build.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "inventory_search_fts_idx" ON "inventory" USING gin (to_tsvector('english'::regconfig, "item_name" || ' ' || "other_item_name" || ' ' || "variety"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "inventory_search_trgm_idx" ON "inventory" USING gin (lower("item_name" || ' ' || "other_item_name" || ' ' || "variety") gin_trgm_ops);
