-- Search: one stored tsvector (address words, and the title and description of a public code)
-- instead of two expression indexes whose expressions every row check recomputed; a seldom-changing
-- popularity rank to walk in order. Both columns come in one rewrite of the table, which also
-- applies the new fillfactor: room on every page lets a view-count update stay on its page (HOT).
--
-- The vector is filled as a generated column (computed in that one rewrite), then made a plain
-- column kept by a trigger that fires only when its source columns change: PostgreSQL 15 computes
-- every generated column again on any update, and the view counter updates thousands of rows every
-- few seconds (to_tsvector for each was half the cost of counting views).
CREATE FUNCTION "zarcode_search_vector"(address_line1 text, address_line2 text, suburb text, city text, province text,
    title text, description text, privacy text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  -- Hyphens read as spaces: the parser would take the '-6356' of '1GG-6356' for a negative number.
  SELECT to_tsvector('simple', translate(coalesce(address_line1, '') || ' ' || coalesce(address_line2, '') || ' ' ||
           coalesce(suburb, '') || ' ' || coalesce(city, '') || ' ' || coalesce(province, ''), '-', ' '))
    || CASE WHEN privacy = 'public'
         THEN to_tsvector('simple', translate(coalesce(title, '') || ' ' || coalesce(description, ''), '-', ' '))
         ELSE ''::tsvector END
$$;--> statement-breakpoint
ALTER TABLE "zarcodes" SET (fillfactor = 90);--> statement-breakpoint
DROP INDEX "zarcodes_address_search_idx";--> statement-breakpoint
DROP INDEX "zarcodes_content_search_idx";--> statement-breakpoint
ALTER TABLE "zarcodes"
  ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (zarcode_search_vector(address_line1, address_line2, suburb, city, province, title, description, privacy)) STORED,
  ADD COLUMN "search_rank" smallint GENERATED ALWAYS AS (floor(log(2, views + 1))::smallint) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "zarcodes" ALTER COLUMN "search_vector" DROP EXPRESSION;--> statement-breakpoint
CREATE FUNCTION "zarcodes_set_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := zarcode_search_vector(NEW.address_line1, NEW.address_line2, NEW.suburb, NEW.city, NEW.province,
    NEW.title, NEW.description, NEW.privacy);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "zarcodes_search_vector" BEFORE INSERT OR UPDATE OF "address_line1", "address_line2", "suburb", "city",
  "province", "title", "description", "privacy", "search_vector" ON "zarcodes"
  FOR EACH ROW EXECUTE FUNCTION "zarcodes_set_search_vector"();--> statement-breakpoint
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
--> statement-breakpoint
-- How many codes lie in a box, edges included (features/zarcodes/in-bounds.ts explains the
-- method). A PL/pgSQL function, so each connection plans its five counts once instead of on every
-- pan of the map. Cell (i, j) holds latitudes [i/100, (i+1)/100) and longitudes [j/100, (j+1)/100).
-- The whole cells span latitudes [a, b) and longitudes [c, d), the grid lines just inside the box;
-- when no grid line crosses it, a equals b (or c equals d) and the four edge strips cover it all.
CREATE FUNCTION "zarcodes_in_bounds"(s numeric, n numeric, w numeric, e numeric) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
DECLARE
  a numeric := least(ceil(s * 100) / 100, n);
  c numeric := least(ceil(w * 100) / 100, e);
  b numeric := greatest(floor(n * 100) / 100, a);
  d numeric := greatest(floor(e * 100) / 100, c);
BEGIN
  RETURN
    (SELECT coalesce(sum(codes), 0) FROM zarcode_grid_counts
      WHERE cell_lat >= ceil(a * 100)::integer AND cell_lat < ceil(b * 100)::integer
        AND cell_lng >= ceil(c * 100)::integer AND cell_lng < ceil(d * 100)::integer)
    -- South strip, north strip (each the box's whole width), then west and east beside the cells.
    + (SELECT count(*) FROM zarcodes
        WHERE point(longitude::float8, latitude::float8) <@ box(point(w::float8, s::float8), point(e::float8, a::float8))
          AND latitude >= s AND latitude < a AND longitude >= w AND longitude <= e)
    + (SELECT count(*) FROM zarcodes
        WHERE point(longitude::float8, latitude::float8) <@ box(point(w::float8, b::float8), point(e::float8, n::float8))
          AND latitude >= b AND latitude <= n AND longitude >= w AND longitude <= e)
    + (SELECT count(*) FROM zarcodes
        WHERE point(longitude::float8, latitude::float8) <@ box(point(w::float8, a::float8), point(c::float8, b::float8))
          AND latitude >= a AND latitude < b AND longitude >= w AND longitude < c)
    + (SELECT count(*) FROM zarcodes
        WHERE point(longitude::float8, latitude::float8) <@ box(point(d::float8, a::float8), point(e::float8, b::float8))
          AND latitude >= a AND latitude < b AND longitude >= d AND longitude <= e);
END $$;
