-- Search: one stored tsvector (address words, and the title and description of a public code)
-- instead of two expression indexes whose expressions every row check recomputed; a seldom-changing
-- popularity rank to walk in order. Both columns come in one rewrite of the table, which also
-- applies the new fillfactor: room on every page lets a view-count update stay on its page (HOT)
-- without touching any index.
ALTER TABLE "zarcodes" SET (fillfactor = 90);--> statement-breakpoint
DROP INDEX "zarcodes_address_search_idx";--> statement-breakpoint
DROP INDEX "zarcodes_content_search_idx";--> statement-breakpoint
ALTER TABLE "zarcodes"
  ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', translate(coalesce(address_line1, '') || ' ' || coalesce(address_line2, '') || ' ' || coalesce(suburb, '') || ' ' || coalesce(city, '') || ' ' || coalesce(province, ''), '-', ' ')) || case when privacy = 'public' then to_tsvector('simple', translate(coalesce(title, '') || ' ' || coalesce(description, ''), '-', ' ')) else ''::tsvector end) STORED,
  ADD COLUMN "search_rank" smallint GENERATED ALWAYS AS (floor(log(2, views + 1))::smallint) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "zarcodes_search_vector_idx" ON "zarcodes" USING gin ("search_vector");--> statement-breakpoint
-- Covering: the search's first step walks it without reading the table (see features/zarcodes/search.ts).
CREATE INDEX "zarcodes_search_rank_idx" ON "zarcodes" USING btree ("search_rank" DESC NULLS LAST,"created_at" DESC NULLS LAST) INCLUDE ("id", "code", "search_vector");--> statement-breakpoint

-- The location index carries the coordinates, so counting a strip of the map reads the index alone.
DROP INDEX "zarcodes_location_gist";--> statement-breakpoint
CREATE INDEX "zarcodes_location_gist" ON "zarcodes" USING gist (point("longitude"::float8, "latitude"::float8)) INCLUDE ("latitude", "longitude");--> statement-breakpoint

-- Codes per cell of a 0.01-degree grid, for counting what a map shows (see countZarcodesInBounds).
CREATE TABLE "zarcode_grid_counts" (
	"cell_lat" integer NOT NULL,
	"cell_lng" integer NOT NULL,
	"codes" integer NOT NULL,
	CONSTRAINT "zarcode_grid_counts_cell_lat_cell_lng_pk" PRIMARY KEY("cell_lat","cell_lng")
);--> statement-breakpoint
INSERT INTO "zarcode_grid_counts" ("cell_lat", "cell_lng", "codes")
SELECT floor(latitude * 100)::integer, floor(longitude * 100)::integer, count(*)
FROM "zarcodes" GROUP BY 1, 2;--> statement-breakpoint

-- Inserts and deletes, one statement at a time (a bulk insert adds each cell once).
CREATE FUNCTION "zarcode_grid_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO zarcode_grid_counts (cell_lat, cell_lng, codes)
  SELECT floor(latitude * 100)::integer, floor(longitude * 100)::integer, count(*) FROM added GROUP BY 1, 2
  ON CONFLICT (cell_lat, cell_lng) DO UPDATE SET codes = zarcode_grid_counts.codes + excluded.codes;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "zarcode_grid_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE zarcode_grid_counts g SET codes = g.codes - r.codes
  FROM (SELECT floor(latitude * 100)::integer AS cell_lat, floor(longitude * 100)::integer AS cell_lng, count(*) AS codes
        FROM removed GROUP BY 1, 2) r
  WHERE g.cell_lat = r.cell_lat AND g.cell_lng = r.cell_lng;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A moved code, row by row: locations change seldom, and view counts (the frequent update) never fire it.
CREATE FUNCTION "zarcode_grid_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE zarcode_grid_counts SET codes = codes - 1
  WHERE cell_lat = floor(OLD.latitude * 100)::integer AND cell_lng = floor(OLD.longitude * 100)::integer;
  INSERT INTO zarcode_grid_counts (cell_lat, cell_lng, codes)
  VALUES (floor(NEW.latitude * 100)::integer, floor(NEW.longitude * 100)::integer, 1)
  ON CONFLICT (cell_lat, cell_lng) DO UPDATE SET codes = zarcode_grid_counts.codes + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "zarcodes_grid_counts_insert" AFTER INSERT ON "zarcodes"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "zarcode_grid_counts_add"();--> statement-breakpoint
CREATE TRIGGER "zarcodes_grid_counts_delete" AFTER DELETE ON "zarcodes"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "zarcode_grid_counts_remove"();--> statement-breakpoint
CREATE TRIGGER "zarcodes_grid_counts_update" AFTER UPDATE OF "latitude", "longitude" ON "zarcodes"
  FOR EACH ROW WHEN (OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude)
  EXECUTE FUNCTION "zarcode_grid_counts_move"();
