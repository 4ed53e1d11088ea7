-- Counts per cell of four grids instead of one, so that counting what a map shows stays fast with
-- millions of codes, from a suburb to a whole province (features/zarcodes/in-bounds.ts). A cell of
-- level L (cells_per_degree: 1, 10, 100 or 1000) holds the codes whose floor(latitude * L) is
-- cell_lat and floor(longitude * L) is cell_lng; the 0.01-degree counts of before are level 100.
-- Measured on 1 and 10 million codes in bench/README.md, which also says why these four levels.
ALTER TABLE "zarcode_grid_counts" DROP CONSTRAINT "zarcode_grid_counts_cell_lat_cell_lng_pk";--> statement-breakpoint
TRUNCATE "zarcode_grid_counts";--> statement-breakpoint
ALTER TABLE "zarcode_grid_counts" ADD COLUMN "cells_per_degree" smallint NOT NULL;--> statement-breakpoint
-- The levels, coarsest first, each a multiple of the one before (its cells nest in theirs), and
-- each dividing a power of ten, so that its grid lines are exact decimals.
CREATE FUNCTION "zarcode_grid_levels"() RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT '{1,10,100,1000}'::integer[]
$$;--> statement-breakpoint
-- In key order: a cell's neighbours share its heap page until the first vacuum lets the indexes
-- answer alone (on the embedded database, which has no autovacuum, for good).
INSERT INTO "zarcode_grid_counts" ("cells_per_degree", "cell_lat", "cell_lng", "codes")
SELECT level, floor(latitude * level)::integer, floor(longitude * level)::integer, count(*)
FROM "zarcodes", unnest(zarcode_grid_levels()) level GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;--> statement-breakpoint
-- Both indexes carry the count, so a sum reads only the index (index-only scans). The price: a
-- count's change can no longer be a HOT update; a vacuum tidies up, soon enough that the pages a
-- count reads stay all-visible.
ALTER TABLE "zarcode_grid_counts" ADD CONSTRAINT "zarcode_grid_counts_cells_per_degree_cell_lat_cell_lng_pk"
  PRIMARY KEY("cells_per_degree","cell_lat","cell_lng") INCLUDE ("codes");--> statement-breakpoint
CREATE INDEX "zarcode_grid_counts_by_lng_idx" ON "zarcode_grid_counts" USING btree ("cells_per_degree","cell_lng","cell_lat") INCLUDE ("codes");--> statement-breakpoint
ALTER TABLE "zarcode_grid_counts" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01);--> statement-breakpoint

-- The same three triggers of zarcodes call these, now for every level. Each adds or takes away in
-- key order, so that two statements changing the same cells lock them in the same order and cannot
-- deadlock. A removed code's cells always exist, so its "insert" is always the update.
CREATE OR REPLACE FUNCTION "zarcode_grid_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO zarcode_grid_counts (cells_per_degree, cell_lat, cell_lng, codes)
  SELECT level, floor(latitude * level)::integer, floor(longitude * level)::integer, count(*)
  FROM added, unnest(zarcode_grid_levels()) level GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (cells_per_degree, cell_lat, cell_lng) DO UPDATE SET codes = zarcode_grid_counts.codes + excluded.codes;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "zarcode_grid_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO zarcode_grid_counts (cells_per_degree, cell_lat, cell_lng, codes)
  SELECT level, floor(latitude * level)::integer, floor(longitude * level)::integer, -count(*)
  FROM removed, unnest(zarcode_grid_levels()) level GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (cells_per_degree, cell_lat, cell_lng) DO UPDATE SET codes = zarcode_grid_counts.codes + excluded.codes;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A move leaves alone the coarse cells it stays within.
CREATE OR REPLACE FUNCTION "zarcode_grid_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO zarcode_grid_counts (cells_per_degree, cell_lat, cell_lng, codes)
  SELECT level, cell_lat, cell_lng, sum(change)
  FROM unnest(zarcode_grid_levels()) level, LATERAL (VALUES
    (floor(OLD.latitude * level)::integer, floor(OLD.longitude * level)::integer, -1),
    (floor(NEW.latitude * level)::integer, floor(NEW.longitude * level)::integer, 1)) moved (cell_lat, cell_lng, change)
  GROUP BY 1, 2, 3 HAVING sum(change) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (cells_per_degree, cell_lat, cell_lng) DO UPDATE SET codes = zarcode_grid_counts.codes + excluded.codes;
  RETURN NULL;
END $$;--> statement-breakpoint

-- How many codes lie in a box, edges included. Level by level, coarsest first, the whole cells of
-- that level inside the box form a rectangle, rows [lat_lo, lat_hi) and columns [lng_lo, lng_hi) in
-- its own cells; it contains the rectangle of the level before (inner_*, in this level's cells),
-- whose codes are counted already, so only the band between the two is summed: the rows south and
-- north of the inner rectangle across the whole width, then the columns west and east of it beside
-- it. Each band is a few rows (or columns) of cells, read by one index descent each (= ANY, on the
-- index that leads with the band's short side). A level with no whole cell in a direction has an
-- empty rectangle there; an empty inner rectangle is put at the corner so that the band covers the
-- whole level. Last, the four strips between the finest rectangle and the box's edges are counted
-- code by code from the location index.
--
-- Generic plans always: a custom plan judged the key ranges by statistics that mix the four levels
-- and read a band along the wrong index, scanning every cell of its rows.
CREATE OR REPLACE FUNCTION "zarcodes_in_bounds"(s numeric, n numeric, w numeric, e numeric) RETURNS bigint
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  total bigint := 0;
  level integer;
  previous integer;
  lat_lo integer; lat_hi integer; lng_lo integer; lng_hi integer;
  inner_lat_lo integer; inner_lat_hi integer; inner_lng_lo integer; inner_lng_hi integer;
  band integer[];
  -- The finest rectangle in degrees: latitudes [a, b), longitudes [c, d).
  a numeric; b numeric; c numeric; d numeric;
BEGIN
  FOREACH level IN ARRAY zarcode_grid_levels() LOOP
    IF previous IS NULL THEN
      inner_lat_lo := 0; inner_lat_hi := 0; inner_lng_lo := 0; inner_lng_hi := 0;
    ELSE
      inner_lat_lo := lat_lo * (level / previous); inner_lat_hi := lat_hi * (level / previous);
      inner_lng_lo := lng_lo * (level / previous); inner_lng_hi := lng_hi * (level / previous);
    END IF;
    lat_lo := ceil(s * level); lat_hi := greatest(floor(n * level), lat_lo);
    lng_lo := ceil(w * level); lng_hi := greatest(floor(e * level), lng_lo);
    IF inner_lat_lo = inner_lat_hi THEN inner_lat_lo := lat_lo; inner_lat_hi := lat_lo; END IF;
    IF inner_lng_lo = inner_lng_hi THEN inner_lng_lo := lng_lo; inner_lng_hi := lng_lo; END IF;
    IF lng_lo < lng_hi AND (lat_lo < inner_lat_lo OR inner_lat_hi < lat_hi) THEN
      band := ARRAY(SELECT generate_series(lat_lo, inner_lat_lo - 1) UNION ALL SELECT generate_series(inner_lat_hi, lat_hi - 1));
      total := total + (SELECT coalesce(sum(codes), 0) FROM zarcode_grid_counts
        WHERE cells_per_degree = level AND cell_lat = ANY(band) AND cell_lng >= lng_lo AND cell_lng < lng_hi);
    END IF;
    IF inner_lat_lo < inner_lat_hi AND (lng_lo < inner_lng_lo OR inner_lng_hi < lng_hi) THEN
      band := ARRAY(SELECT generate_series(lng_lo, inner_lng_lo - 1) UNION ALL SELECT generate_series(inner_lng_hi, lng_hi - 1));
      total := total + (SELECT coalesce(sum(codes), 0) FROM zarcode_grid_counts
        WHERE cells_per_degree = level AND cell_lng = ANY(band) AND cell_lat >= inner_lat_lo AND cell_lat < inner_lat_hi);
    END IF;
    previous := level;
  END LOOP;
  -- No whole finest cell in a direction: the strips cover the box, from its north (or east) edge.
  IF lat_lo < lat_hi THEN a := lat_lo::numeric / previous; b := lat_hi::numeric / previous; ELSE a := n; b := n; END IF;
  IF lng_lo < lng_hi THEN c := lng_lo::numeric / previous; d := lng_hi::numeric / previous; ELSE c := e; d := e; END IF;
  -- South strip, north strip (each the box's whole width), then west and east beside the rectangle.
  RETURN total
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
