-- Issue 29: a search at a zip read the text indexes of migration 0031 for the whole country (the full-text
-- index's 71,429 'tomato' entries, 12 ms; the trigram index's 35,715 for the typo 'omatoes', 24 ms) and then
-- kept the few hundred of the farms reaching the zip: four searches in ten of a market day are of a text not
-- kept (ADR 012), and they were most of PostgreSQL's time. Two tables let a search start from its farms:
--
-- item_lexemes: each item's full-text lexemes (those of its search_tsv) by farm, so the items of a few hundred
-- farms that carry a word are read from one index, by (farm, lexeme), whatever the rest of the country holds.
--
-- search_words: every word the items' names are written with (their search_text split as the trigrams split
-- it), so a typo is matched against the catalogue's words (a few thousand) by their trigrams, and searched as
-- the lexemes of the words it is like (ADR 016). A word is never taken out: one no item uses any more finds
-- nothing.
--
-- Both are kept by the triggers below on every write of an item's words or farm; search reads them only.
CREATE TABLE "search_words" ("word" text PRIMARY KEY);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE TABLE "item_lexemes" (
  "farm_id" integer NOT NULL,
  "lexeme" text NOT NULL,
  "item_id" integer NOT NULL,
  PRIMARY KEY ("farm_id", "lexeme", "item_id")
);--> statement-breakpoint
CREATE INDEX "item_lexemes_item_idx" ON "item_lexemes" ("item_id");--> statement-breakpoint
INSERT INTO "item_lexemes" SELECT "farm_id", l, "id" FROM "inventory", unnest(tsvector_to_array("search_tsv")) l;--> statement-breakpoint
INSERT INTO "search_words" SELECT DISTINCT w FROM "inventory", regexp_split_to_table("search_text", '[^[:alnum:]]+') w WHERE w <> '';--> statement-breakpoint
-- Items added: one statement's rows at once (an import or a generated catalogue adds thousands).
CREATE OR REPLACE FUNCTION item_lexemes_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_lexemes SELECT n.farm_id, l, n.id FROM added n, unnest(tsvector_to_array(n.search_tsv)) l;
  INSERT INTO search_words SELECT DISTINCT w FROM added n, regexp_split_to_table(n.search_text, '[^[:alnum:]]+') w
    WHERE w <> '' ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER inventory_lexemes_added AFTER INSERT ON inventory REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION item_lexemes_added();--> statement-breakpoint
CREATE OR REPLACE FUNCTION item_lexemes_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM item_lexemes l USING removed o WHERE l.item_id = o.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER inventory_lexemes_removed AFTER DELETE ON inventory REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION item_lexemes_removed();--> statement-breakpoint
-- An item renamed or moved to another farm, row by row: a change of stock or price (every checkout) fires nothing.
CREATE OR REPLACE FUNCTION item_lexemes_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM item_lexemes WHERE item_id = OLD.id;
  INSERT INTO item_lexemes SELECT NEW.farm_id, l, NEW.id FROM unnest(tsvector_to_array(NEW.search_tsv)) l;
  INSERT INTO search_words SELECT DISTINCT w FROM regexp_split_to_table(NEW.search_text, '[^[:alnum:]]+') w
    WHERE w <> '' ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER inventory_lexemes_changed AFTER UPDATE OF farm_id, item_name, other_item_name, variety, item_name_es ON inventory
  FOR EACH ROW
  WHEN (NEW.search_tsv IS DISTINCT FROM OLD.search_tsv OR NEW.search_text IS DISTINCT FROM OLD.search_text OR NEW.farm_id <> OLD.farm_id)
  EXECUTE FUNCTION item_lexemes_changed();--> statement-breakpoint
-- An inventory emptied (the demo's reset: TRUNCATE fires no row's trigger) empties its lexemes (by DELETE: the same
-- TRUNCATE may be emptying item_lexemes too, and a table cannot be truncated twice in one statement).
CREATE OR REPLACE FUNCTION item_lexemes_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM item_lexemes;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER inventory_lexemes_emptied AFTER TRUNCATE ON inventory
  FOR EACH STATEMENT EXECUTE FUNCTION item_lexemes_emptied();--> statement-breakpoint
-- Search no longer reads the trigrams of every item (typos are matched against search_words): the index only
-- cost every write of an item's words.
DROP INDEX IF EXISTS "inventory_search_trgm_idx";
