CREATE TABLE "saved_codes" (
	"user_id" uuid NOT NULL,
	"zarcode_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_codes_user_id_zarcode_id_pk" PRIMARY KEY("user_id","zarcode_id")
);
--> statement-breakpoint
ALTER TABLE "saved_codes" ADD CONSTRAINT "saved_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_codes" ADD CONSTRAINT "saved_codes_zarcode_id_zarcodes_id_fk" FOREIGN KEY ("zarcode_id") REFERENCES "public"."zarcodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_codes_user_created_idx" ON "saved_codes" USING btree ("user_id","created_at");