CREATE TABLE "calendar_events" (
	"calendar_event_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid NOT NULL,
	"estate_id" uuid,
	"title" text NOT NULL,
	"date" text NOT NULL,
	"time" text,
	"type" text DEFAULT 'other' NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "message_attachments" (
	"message_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	CONSTRAINT "message_attachments_message_id_document_id_pk" PRIMARY KEY("message_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "message_thread_members" (
	"message_thread_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_read_at" timestamp with time zone,
	"emailed_through" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_thread_members_message_thread_id_user_id_pk" PRIMARY KEY("message_thread_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "message_threads" (
	"message_thread_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"message_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_thread_id" uuid NOT NULL,
	"sender_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "estate_invitations_pending_idx";--> statement-breakpoint
ALTER TABLE "law_firms" ADD COLUMN "business_hours_start" text DEFAULT '09:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "law_firms" ADD COLUMN "business_hours_end" text DEFAULT '17:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "law_firms" ADD COLUMN "default_billing_rate_cents" bigint DEFAULT 25000 NOT NULL;--> statement-breakpoint
ALTER TABLE "law_firms" ADD COLUMN "gst_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text DEFAULT 'Pacific/Auckland' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_notifications" ADD COLUMN "kind" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "app_notifications" ADD COLUMN "shown" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "estate_invitations" ADD COLUMN "kind" text DEFAULT 'named_executor' NOT NULL;--> statement-breakpoint
ALTER TABLE "estate_invitations" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "estate_invitations" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "estate_invitations" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "estate_invitations" ADD COLUMN "last_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "estate_invitations" ADD COLUMN "accepted_by" uuid;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_message_id_messages_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("message_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_document_id_documents_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("document_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_thread_members" ADD CONSTRAINT "message_thread_members_message_thread_id_message_threads_message_thread_id_fk" FOREIGN KEY ("message_thread_id") REFERENCES "public"."message_threads"("message_thread_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_thread_members" ADD CONSTRAINT "message_thread_members_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_message_thread_id_message_threads_message_thread_id_fk" FOREIGN KEY ("message_thread_id") REFERENCES "public"."message_threads"("message_thread_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_events_creator_idx" ON "calendar_events" USING btree ("created_by","date");--> statement-breakpoint
CREATE INDEX "calendar_events_estate_idx" ON "calendar_events" USING btree ("estate_id","date");--> statement-breakpoint
CREATE INDEX "message_attachments_document_idx" ON "message_attachments" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "message_thread_members_user_idx" ON "message_thread_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "message_threads_estate_idx" ON "message_threads" USING btree ("estate_id","last_message_at");--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("message_thread_id","created_at");--> statement-breakpoint
ALTER TABLE "estate_invitations" ADD CONSTRAINT "estate_invitations_accepted_by_users_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_notifications_dedupe_idx" ON "app_notifications" USING btree ("user_id","dedupe_key") WHERE "app_notifications"."dedupe_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "estate_invitations_pending_link_idx" ON "estate_invitations" USING btree ("estate_id","email","role") WHERE "estate_invitations"."accepted_at" is null and "estate_invitations"."cancelled_at" is null and "estate_invitations"."kind" = 'link';--> statement-breakpoint
CREATE UNIQUE INDEX "estate_invitations_pending_idx" ON "estate_invitations" USING btree ("estate_id","role") WHERE "estate_invitations"."accepted_at" is null and "estate_invitations"."cancelled_at" is null and "estate_invitations"."kind" = 'named_executor';--> statement-breakpoint
ALTER TABLE "estate_invitations" ADD CONSTRAINT "estate_invitations_token_hash_unique" UNIQUE("token_hash");