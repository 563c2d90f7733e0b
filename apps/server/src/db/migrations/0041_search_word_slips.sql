-- ADR 016: a typo is read as the catalogue's words it is like by their trigrams; in a word of three to five letters
-- one slip leaves too few trigrams in common ('kae' shares two of kale's five: 0.5 of the threshold's 0.6), and
-- such typos found nothing. search_word_slips keeps every catalogue word with each of its letters left out in turn
-- ('kale': 'ale', 'kle', 'kae', 'kal'), so that a word one slip from a catalogue word (a letter left out, one typed
-- twice or another, two swapped) is found by equality on an index, however many words the catalogue has: the
-- text's word is a slip of a catalogue word, or the two have a slip in common.
CREATE TABLE "search_word_slips" (
  "slip" text NOT NULL,
  "word" text NOT NULL,
  PRIMARY KEY ("slip", "word")
);--> statement-breakpoint
INSERT INTO "search_word_slips" SELECT DISTINCT overlay(w.word placing '' from i for 1), w.word
  FROM "search_words" w, generate_series(1, length(w.word)) i WHERE length(w.word) >= 3;--> statement-breakpoint
-- Words added to the catalogue (by migration 0040's triggers on inventory), one statement's at once.
CREATE OR REPLACE FUNCTION search_word_slips_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_word_slips SELECT DISTINCT overlay(n.word placing '' from i for 1), n.word
    FROM added n, generate_series(1, length(n.word)) i WHERE length(n.word) >= 3 ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_words_slips_added AFTER INSERT ON search_words REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_word_slips_added();
