CREATE TABLE "channel_contacts" (
	"channel" text NOT NULL,
	"number_hash" text NOT NULL,
	"language" text,
	"opted_out_at" timestamp with time zone,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_contacts_channel_number_hash_pk" PRIMARY KEY("channel","number_hash")
);
--> statement-breakpoint
CREATE TABLE "channel_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"origin" text DEFAULT 'inbound' NOT NULL,
	"provider_message_id" text,
	"number_hash" text NOT NULL,
	"phone_number" text,
	"masked_number" text NOT NULL,
	"kind" text NOT NULL,
	"asked" text,
	"answered" text,
	"language" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"error" text,
	"reply_message_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_number_key" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_number_key_single_row" CHECK ("channel_number_key"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "channel_refusals" (
	"channel" text NOT NULL,
	"reason" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_refused_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_refusals_channel_reason_day_pk" PRIMARY KEY("channel","reason","day")
);
--> statement-breakpoint
ALTER TABLE "channel_messages" ADD CONSTRAINT "channel_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_contacts_last_message_idx" ON "channel_contacts" USING btree ("last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_messages_provider_message_unique" ON "channel_messages" USING btree ("channel","provider_message_id");--> statement-breakpoint
CREATE INDEX "channel_messages_created_idx" ON "channel_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "channel_messages_number_idx" ON "channel_messages" USING btree ("number_hash","created_at");--> statement-breakpoint
CREATE INDEX "channel_messages_reply_ids_idx" ON "channel_messages" USING gin ("reply_message_ids");