CREATE TABLE "change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"zarcode_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"approved_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"rejection_note" text,
	"decided_by" uuid,
	"applied_at" timestamp with time zone,
	"previous_latitude" numeric(9, 6),
	"previous_longitude" numeric(9, 6),
	"new_latitude" numeric(9, 6),
	"new_longitude" numeric(9, 6),
	"dismissed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_requests_approved_has_time" CHECK ("change_requests"."status" not in ('approved', 'applied') or "change_requests"."approved_at" is not null),
	CONSTRAINT "change_requests_applied_has_positions" CHECK ("change_requests"."status" <> 'applied' or ("change_requests"."applied_at" is not null and "change_requests"."new_latitude" is not null and "change_requests"."new_longitude" is not null))
);
--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_zarcode_id_zarcodes_id_fk" FOREIGN KEY ("zarcode_id") REFERENCES "public"."zarcodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "change_requests_one_pending" ON "change_requests" USING btree ("zarcode_id") WHERE "change_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "change_requests_zarcode_idx" ON "change_requests" USING btree ("zarcode_id","created_at");--> statement-breakpoint
CREATE INDEX "change_requests_user_idx" ON "change_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "change_requests_status_idx" ON "change_requests" USING btree ("status","created_at");