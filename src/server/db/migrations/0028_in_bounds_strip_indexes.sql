-- The in-bounds count's four edge strips, each under 0.001 degree wide, are counted code by code.
-- From the location index (GiST) that cost about one index page per code: at ten million codes a
-- strip of 0.0007 degree across Johannesburg (1,617 codes) read 1,686 pages, 2.1 ms, and the four
-- strips were most of a city box's 3.3 ms. These two indexes file each code under its row (or
-- column) of 0.0001 degree, then its longitude (or latitude): a strip crosses at most eleven rows,
-- and each row's codes within the box are one range of the index, read without the table. The same
-- strip: 1.0 ms; one along the south edge, 0.6 ms against 2.2.
CREATE INDEX "zarcodes_strip_rows_idx" ON "zarcodes" USING btree ((floor("latitude" * 10000)::int), "longitude")
  INCLUDE ("latitude");--> statement-breakpoint
CREATE INDEX "zarcodes_strip_columns_idx" ON "zarcodes" USING btree ((floor("longitude" * 10000)::int), "latitude")
  INCLUDE ("longitude");--> statement-breakpoint
-- The rows (or columns) of 0.0001 degree from the one holding lo to the one holding hi.
CREATE OR REPLACE FUNCTION "zarcode_strip_lines"(lo numeric, hi numeric) RETURNS integer[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY(SELECT generate_series(floor(lo * 10000)::int, floor(hi * 10000)::int))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "zarcodes_in_bounds"(s numeric, n numeric, w numeric, e numeric) RETURNS bigint
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  total bigint := 0;
  level integer;
  previous integer;
  lat_lo integer; lat_hi integer; lng_lo integer; lng_hi integer;
  inner_lat_lo integer; inner_lat_hi integer; inner_lng_lo integer; inner_lng_hi integer;
  band integer[];
  line integer;
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
      FOREACH line IN ARRAY band LOOP
        total := total + (SELECT coalesce(sum(codes), 0) FROM zarcode_grid_counts
          WHERE cells_per_degree = level AND cell_lat = line AND cell_lng >= lng_lo AND cell_lng < lng_hi);
      END LOOP;
    END IF;
    IF inner_lat_lo < inner_lat_hi AND (lng_lo < inner_lng_lo OR inner_lng_hi < lng_hi) THEN
      band := ARRAY(SELECT generate_series(lng_lo, inner_lng_lo - 1) UNION ALL SELECT generate_series(inner_lng_hi, lng_hi - 1));
      FOREACH line IN ARRAY band LOOP
        total := total + (SELECT coalesce(sum(codes), 0) FROM zarcode_grid_counts
          WHERE cells_per_degree = level AND cell_lng = line AND cell_lat >= inner_lat_lo AND cell_lat < inner_lat_hi);
      END LOOP;
    END IF;
    previous := level;
  END LOOP;
  -- No whole finest cell in a direction: the strips cover the box, from its north (or east) edge.
  IF lat_lo < lat_hi THEN a := lat_lo::numeric / previous; b := lat_hi::numeric / previous; ELSE a := n; b := n; END IF;
  IF lng_lo < lng_hi THEN c := lng_lo::numeric / previous; d := lng_hi::numeric / previous; ELSE c := e; d := e; END IF;
  -- South strip, north strip (each the box's whole width), then west and east beside the rectangle,
  -- each read from the rows (or columns) of 0.0001 degree it crosses.
  RETURN total
    + (SELECT count(*) FROM zarcodes
        WHERE floor(latitude * 10000)::int = ANY (zarcode_strip_lines(s, a))
          AND longitude >= w AND longitude <= e AND latitude >= s AND latitude < a)
    + (SELECT count(*) FROM zarcodes
        WHERE floor(latitude * 10000)::int = ANY (zarcode_strip_lines(b, n))
          AND longitude >= w AND longitude <= e AND latitude >= b AND latitude <= n)
    + (SELECT count(*) FROM zarcodes
        WHERE floor(longitude * 10000)::int = ANY (zarcode_strip_lines(w, c))
          AND latitude >= a AND latitude < b AND longitude >= w AND longitude < c)
    + (SELECT count(*) FROM zarcodes
        WHERE floor(longitude * 10000)::int = ANY (zarcode_strip_lines(d, e))
          AND latitude >= a AND latitude < b AND longitude >= d AND longitude <= e);
END $$;
