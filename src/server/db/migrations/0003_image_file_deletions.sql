CREATE TABLE "image_file_deletions" (
	"image_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Written by hand (drizzle-kit does not generate triggers): every deleted photo row, however it is
-- deleted (on its own, with its code, with its user, on expiry), queues its files for removal in
-- the same transaction, so no file outlives its row for longer than one clean-up run.
CREATE FUNCTION "queue_image_file_deletion"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "image_file_deletions" ("image_id") VALUES (OLD."id") ON CONFLICT DO NOTHING;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "zarcode_images_queue_file_deletion" AFTER DELETE ON "zarcode_images"
FOR EACH ROW EXECUTE FUNCTION "queue_image_file_deletion"();
