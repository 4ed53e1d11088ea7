-- All-time view counts move out of zarcodes into a narrow table of their own. Counting views
-- updated each viewed code's row in zarcodes: every few seconds thousands of random pages of the
-- largest table, each the first change to its page since a checkpoint written whole to the WAL, and
-- each clearing its page's all-visible bit, which the index-only scans on zarcodes rely on. Now a
-- batch of views rewrites only the small rows here (and zarcode_daily_views); zarcodes is written
-- only when a code's popularity rank changes (at 16, 48, 112, 240, ... views). The daily counts hang on the
-- all-time count instead of the code: the check of a day's first row against zarcodes locked the
-- code's row there, a write to its page as costly as the update it replaces.
--
-- zarcodes.views stays, neither read nor written by this version, for the version still running
-- during a rolling deploy: it keeps adding its views there, and a trigger carries each addition
-- over to the new table. The next release drops the column and that trigger.
--
-- The order keeps lookups going: the trigger on zarcodes comes first, holding off the older
-- version's writes (not its reads) until this commits, so the copy below misses none of them; the
-- lock that stops reads is taken last, by a change of the catalog alone.
--
-- Room on every page lets a count's update stay on its page (HOT), never touching the key's index.
CREATE TABLE "zarcode_view_counts" (
	"zarcode_id" uuid PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL
) WITH (fillfactor = 90);--> statement-breakpoint
CREATE FUNCTION "zarcodes_forward_views"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO zarcode_view_counts (zarcode_id, views) VALUES (NEW.id, NEW.views - OLD.views)
  ON CONFLICT (zarcode_id) DO UPDATE SET views = zarcode_view_counts.views + excluded.views;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "zarcodes_forward_views" AFTER UPDATE OF "views" ON "zarcodes"
  FOR EACH ROW WHEN (NEW.views <> OLD.views) EXECUTE FUNCTION "zarcodes_forward_views"();--> statement-breakpoint
-- In key order, so the primary key is built by appending. Codes never viewed get no row, unless
-- they have daily counts, which now need one.
INSERT INTO "zarcode_view_counts" ("zarcode_id", "views")
SELECT "id", "views" FROM "zarcodes"
WHERE "views" > 0 OR "id" IN (SELECT "zarcode_id" FROM "zarcode_daily_views") ORDER BY "id";--> statement-breakpoint
-- After the copy: checked once by a join instead of row by row.
ALTER TABLE "zarcode_view_counts" ADD CONSTRAINT "zarcode_view_counts_zarcode_id_zarcodes_id_fk" FOREIGN KEY ("zarcode_id") REFERENCES "public"."zarcodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zarcode_daily_views" DROP CONSTRAINT "zarcode_daily_views_zarcode_id_zarcodes_id_fk";--> statement-breakpoint
-- A code's deletion still takes its daily counts: through its all-time count.
ALTER TABLE "zarcode_daily_views" ADD CONSTRAINT "zarcode_daily_views_zarcode_id_view_counts_fk" FOREIGN KEY ("zarcode_id") REFERENCES "public"."zarcode_view_counts"("zarcode_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint

-- The rank keeps its values (computed from the same counts) and is now kept by the triggers below.
ALTER TABLE "zarcodes" ALTER COLUMN "search_rank" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "zarcodes" ALTER COLUMN "search_rank" SET DEFAULT 0;--> statement-breakpoint
-- Popularity tiers: 0 under 16 views, then one more at each doubling (16, 48, 112, 240, ... views).
-- Ranked from the first view (floor(log2(views + 1)), as before), a code's first views changed its
-- rank at 1, 3, 7 and 15: most of the rank changes, each an update of zarcodes that no index is
-- spared (search_rank is indexed). Under 16 views, the newest comes first, as among equals before.
CREATE FUNCTION "zarcode_search_rank"(views integer) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT floor(log(2, (views + 16) / 16.0))::smallint
$$;--> statement-breakpoint
-- The ranks kept from the generated column were floor(log2(views + 1)); only viewed codes change.
UPDATE "zarcodes" SET "search_rank" = zarcode_search_rank("views") WHERE "search_rank" <> zarcode_search_rank("views");--> statement-breakpoint
-- The WHEN clauses call this only for a count that crosses into another tier (a first count from no
-- row, whose rank was 0); the condition on the stored rank keeps an equal rank from being written.
CREATE FUNCTION "zarcode_view_counts_set_rank"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE zarcodes SET search_rank = zarcode_search_rank(NEW.views)
  WHERE id = NEW.zarcode_id AND search_rank IS DISTINCT FROM zarcode_search_rank(NEW.views);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "zarcode_view_counts_rank_insert" AFTER INSERT ON "zarcode_view_counts"
  FOR EACH ROW WHEN (zarcode_search_rank(NEW.views) <> 0)
  EXECUTE FUNCTION "zarcode_view_counts_set_rank"();--> statement-breakpoint
CREATE TRIGGER "zarcode_view_counts_rank_update" AFTER UPDATE OF "views" ON "zarcode_view_counts"
  FOR EACH ROW WHEN (zarcode_search_rank(OLD.views) <> zarcode_search_rank(NEW.views))
  EXECUTE FUNCTION "zarcode_view_counts_set_rank"();
