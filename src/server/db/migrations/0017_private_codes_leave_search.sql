-- A private code is found by its whole code only, never by the start of its code or by its address:
-- the code is what its owner shares, and listing it by its first characters or its street would give
-- it to anyone. Its search vector is now NULL, which the searches read as "not searchable" (the
-- popularity walk reads the vector from its covering index; features/zarcodes/search.ts).
CREATE OR REPLACE FUNCTION "zarcode_search_vector"(address_line1 text, address_line2 text, suburb text, city text, province text,
    title text, description text, privacy text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN privacy = 'public' THEN
    -- Hyphens read as spaces: the parser would take the '-6356' of '1GG-6356' for a negative number.
    to_tsvector('simple', translate(coalesce(address_line1, '') || ' ' || coalesce(address_line2, '') || ' ' ||
      coalesce(suburb, '') || ' ' || coalesce(city, '') || ' ' || coalesce(province, '') || ' ' ||
      coalesce(title, '') || ' ' || coalesce(description, ''), '-', ' '))
  END
$$;--> statement-breakpoint
UPDATE "zarcodes" SET "search_vector" = NULL WHERE "privacy" <> 'public';
