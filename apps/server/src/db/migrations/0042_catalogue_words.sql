-- ADR 016: the catalogue's words were split in two places, and differently: migration 0040's triggers at what is
-- not a letter or digit (in the C locale that splits 'jalapeño' at its 'ñ'), the search's text at spaces and
-- punctuation. One function now splits both, so a word is kept as a search reads it; the words split the old way
-- stay (a word no search asks finds nothing) and the catalogue's words are added again, split this way.
CREATE OR REPLACE FUNCTION catalogue_words(t text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT w FROM regexp_split_to_table(t, '[[:space:][:punct:]]+') w WHERE w <> ''
$$;
--> statement-breakpoint
-- The two keepers of 0040 stay two (one by statement for inserts, one by row for renames, which must not fire on
-- every checkout's stock update), and share the split.
CREATE OR REPLACE FUNCTION item_lexemes_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_lexemes SELECT n.farm_id, l, n.id FROM added n, unnest(tsvector_to_array(n.search_tsv)) l;
  INSERT INTO search_words SELECT DISTINCT w FROM added n, catalogue_words(n.search_text) w ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION item_lexemes_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM item_lexemes WHERE item_id = OLD.id;
  INSERT INTO item_lexemes SELECT NEW.farm_id, l, NEW.id FROM unnest(tsvector_to_array(NEW.search_tsv)) l;
  INSERT INTO search_words SELECT DISTINCT w FROM catalogue_words(NEW.search_text) w ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO search_words SELECT DISTINCT w FROM inventory, catalogue_words(search_text) w ON CONFLICT DO NOTHING;
