-- The words of the public codes' search vectors, each with how many codes hold it. The search reads
-- it to turn the word still being typed into the whole words it may become ('baker' -> 'baker',
-- 'bakery', 'bakers'): the word index answers a few whole words by stepping through the rarest
-- word's codes, while a prefix makes it gather every code of every matching word first (at ten
-- million codes, 'thandi & bakery:*' took 51-56 ms, 'thandi & bakery' 5 ms).
--
-- A word goes with its last code, so no word of a deleted, changed or private code stays behind.
-- Bytewise order, so the words starting with a prefix are one range of the primary key. Counts
-- change in place (HOT): room on every page.
CREATE TABLE "search_words" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL,
	"codes" integer NOT NULL
) WITH (fillfactor = 90);--> statement-breakpoint

-- Adds each word's change of count, in word order (two statements cannot deadlock over the rows),
-- and removes the words no code holds any more. Creations of codes sharing a word (a province's
-- name) take turns on its count until each commits, as they do on their grid cell.
CREATE FUNCTION "search_words_count"(words text[], changes integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word, codes)
  SELECT word, sum(change) FROM unnest(words, changes) AS c (word, change)
  GROUP BY word HAVING sum(change) <> 0 ORDER BY word
  ON CONFLICT (word) DO UPDATE SET codes = search_words.codes + excluded.codes;
  DELETE FROM search_words WHERE word = ANY (words) AND codes <= 0;
$$;--> statement-breakpoint
CREATE FUNCTION "search_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_count(array_agg(word), array_agg(n)) FROM (
    SELECT word, count(*)::integer AS n FROM added, unnest(tsvector_to_array(search_vector)) word GROUP BY word) s;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "search_words_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_count(array_agg(word), array_agg(n)) FROM (
    SELECT word, -count(*)::integer AS n FROM removed, unnest(tsvector_to_array(search_vector)) word GROUP BY word) s;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "search_words_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_count(array_agg(word), array_agg(change)) FROM (
    SELECT unnest(tsvector_to_array(OLD.search_vector)), -1 UNION ALL
    SELECT unnest(tsvector_to_array(NEW.search_vector)), 1) AS c (word, change);
  RETURN NULL;
END $$;--> statement-breakpoint

-- The triggers come before the count of today's words: each holds off other writes to zarcodes (not
-- reads) until this commits, so the count below misses no code and counts none twice.
CREATE TRIGGER "zarcodes_search_words_insert" AFTER INSERT ON "zarcodes" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "search_words_add"();--> statement-breakpoint
CREATE TRIGGER "zarcodes_search_words_delete" AFTER DELETE ON "zarcodes" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "search_words_remove"();--> statement-breakpoint
-- The columns the search vector is made of, as its own trigger lists them.
CREATE TRIGGER "zarcodes_search_words_update" AFTER UPDATE OF "address_line1", "address_line2", "suburb", "city",
  "province", "title", "description", "privacy", "search_vector" ON "zarcodes"
  FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector) EXECUTE FUNCTION "search_words_change"();--> statement-breakpoint
INSERT INTO "search_words" ("word", "codes")
SELECT word, count(*) FROM "zarcodes", unnest(tsvector_to_array("search_vector")) word GROUP BY word ORDER BY word;
