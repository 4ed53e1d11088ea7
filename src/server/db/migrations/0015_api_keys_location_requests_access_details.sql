CREATE TABLE "access_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"zarcode_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"zarcode_id" uuid NOT NULL,
	"recipient_name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"zarcode_id" uuid NOT NULL,
	"via" text NOT NULL,
	"viewer_user_id" uuid,
	"access_link_id" uuid,
	"viewer_label" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_key_daily_usage" (
	"api_key_id" uuid NOT NULL,
	"day" date NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_key_daily_usage_api_key_id_day_pk" PRIMARY KEY("api_key_id","day")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"hint" text NOT NULL,
	"key_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"requests_per_second" integer NOT NULL,
	"requests_per_day" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "location_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"note" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"answer_latitude" numeric(9, 6),
	"answer_longitude" numeric(9, 6),
	"answer_accuracy_meters" integer,
	"answer_source" text,
	"answer_zarcode" text,
	"answer_note" text,
	CONSTRAINT "location_requests_answer_complete" CHECK ("location_requests"."answered_at" is null or ("location_requests"."answer_latitude" is not null and "location_requests"."answer_longitude" is not null and "location_requests"."answer_source" is not null))
);
--> statement-breakpoint
CREATE TABLE "zarcode_access_details" (
	"zarcode_id" uuid PRIMARY KEY NOT NULL,
	"unit_floor" text,
	"gate_code" text,
	"entrance" text,
	"opening_hours" text,
	"landmark" text,
	"driver_note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zarcode_access_details_length" CHECK (coalesce(length("zarcode_access_details"."unit_floor"), 0) + coalesce(length("zarcode_access_details"."gate_code"), 0) + coalesce(length("zarcode_access_details"."entrance"), 0) + coalesce(length("zarcode_access_details"."opening_hours"), 0) + coalesce(length("zarcode_access_details"."landmark"), 0) + coalesce(length("zarcode_access_details"."driver_note"), 0) <= 1000)
);
--> statement-breakpoint
ALTER TABLE "access_grants" ADD CONSTRAINT "access_grants_zarcode_id_zarcodes_id_fk" FOREIGN KEY ("zarcode_id") REFERENCES "public"."zarcodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_grants" ADD CONSTRAINT "access_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_links" ADD CONSTRAINT "access_links_zarcode_id_zarcodes_id_fk" FOREIGN KEY ("zarcode_id") REFERENCES "public"."zarcodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_views" ADD CONSTRAINT "access_views_zarcode_id_zarcodes_id_fk" FOREIGN KEY ("zarcode_id") REFERENCES "public"."zarcodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_views" ADD CONSTRAINT "access_views_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_views" ADD CONSTRAINT "access_views_access_link_id_access_links_id_fk" FOREIGN KEY ("access_link_id") REFERENCES "public"."access_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key_daily_usage" ADD CONSTRAINT "api_key_daily_usage_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_requests" ADD CONSTRAINT "location_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zarcode_access_details" ADD CONSTRAINT "zarcode_access_details_zarcode_id_zarcodes_id_fk" FOREIGN KEY ("zarcode_id") REFERENCES "public"."zarcodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_grants_code_user_unique" ON "access_grants" USING btree ("zarcode_id","user_id");--> statement-breakpoint
CREATE INDEX "access_grants_user_idx" ON "access_grants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "access_links_secret_hash_unique" ON "access_links" USING btree ("secret_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "access_links_one_live_per_recipient" ON "access_links" USING btree ("zarcode_id",lower("recipient_name")) WHERE "access_links"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "access_views_code_idx" ON "access_views" USING btree ("zarcode_id","viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_key_hash_unique" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_user_idx" ON "api_keys" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "location_requests_token_hash_unique" ON "location_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "location_requests_user_idx" ON "location_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "location_requests_expires_at_idx" ON "location_requests" USING btree ("expires_at");