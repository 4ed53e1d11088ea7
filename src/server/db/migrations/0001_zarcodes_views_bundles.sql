CREATE TABLE "bundles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"bundle_type" text NOT NULL,
	"total_codes" integer NOT NULL,
	"credits_remaining" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"granted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bundles_credits_not_negative" CHECK ("bundles"."credits_remaining" >= 0)
);
--> statement-breakpoint
CREATE TABLE "zarcode_daily_views" (
	"zarcode_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "zarcode_daily_views_zarcode_id_day_pk" PRIMARY KEY("zarcode_id","day")
);
--> statement-breakpoint
CREATE TABLE "zarcodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"privacy" text DEFAULT 'public' NOT NULL,
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	"address_line1" text,
	"address_line2" text,
	"suburb" text,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"country" text DEFAULT 'South Africa' NOT NULL,
	"is_creator_code" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"image_count" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zarcode_daily_views" ADD CONSTRAINT "zarcode_daily_views_zarcode_id_zarcodes_id_fk" FOREIGN KEY ("zarcode_id") REFERENCES "public"."zarcodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zarcodes" ADD CONSTRAINT "zarcodes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bundles_user_idx" ON "bundles" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "zarcodes_code_unique" ON "zarcodes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "zarcodes_user_created_idx" ON "zarcodes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "zarcodes_code_prefix_idx" ON "zarcodes" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "zarcodes_location_gist" ON "zarcodes" USING gist (point("longitude"::float8, "latitude"::float8));--> statement-breakpoint
CREATE INDEX "zarcodes_address_search_idx" ON "zarcodes" USING gin (to_tsvector('simple', coalesce("address_line1", '') || ' ' || coalesce("address_line2", '') || ' ' || coalesce("suburb", '') || ' ' || coalesce("city", '') || ' ' || coalesce("province", '')));--> statement-breakpoint
CREATE INDEX "zarcodes_content_search_idx" ON "zarcodes" USING gin (to_tsvector('simple', coalesce("title", '') || ' ' || coalesce("description", ''))) WHERE "zarcodes"."privacy" = 'public';