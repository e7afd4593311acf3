CREATE TABLE "institutions" (
	"institution_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"logo_url" text,
	"notification_email" text,
	"postal_address" text,
	"retired" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institutions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "institutions_notified" (
	"institutions_notified_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notification_id" uuid NOT NULL,
	"institution_id" uuid NOT NULL,
	"account_reference" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"sent_date" timestamp with time zone,
	"response_received" boolean DEFAULT false NOT NULL,
	"delivery_channel" text NOT NULL,
	"response_message" text,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "letters" (
	"letter_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institutions_notified_id" uuid NOT NULL,
	"posted_at" timestamp with time zone,
	"posted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "letters_institutions_notified_id_unique" UNIQUE("institutions_notified_id")
);
--> statement-breakpoint
CREATE TABLE "notification_documents" (
	"notification_document_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notification_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"file_url" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_recipients" (
	"notification_recipient_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notification_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'cc' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"notification_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid,
	"organisation_name" text,
	"contact_details" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"notification_type" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"auto_generated" boolean DEFAULT false NOT NULL,
	"reference_code" text NOT NULL,
	"date_sent" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"idempotency_key" text,
	"relationship" text NOT NULL,
	"deceased_name" text NOT NULL,
	"date_of_death" text NOT NULL,
	"probate_status" text NOT NULL,
	"ird_refund" boolean DEFAULT false NOT NULL,
	"life_insurance" boolean DEFAULT false NOT NULL,
	"contact_address" text,
	"recipient_email" text,
	"recipient_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_reference_code_unique" UNIQUE("reference_code")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "institutions_notified_id" uuid;--> statement-breakpoint
ALTER TABLE "institutions_notified" ADD CONSTRAINT "institutions_notified_notification_id_notifications_notification_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("notification_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institutions_notified" ADD CONSTRAINT "institutions_notified_institution_id_institutions_institution_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("institution_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_institutions_notified_id_institutions_notified_institutions_notified_id_fk" FOREIGN KEY ("institutions_notified_id") REFERENCES "public"."institutions_notified"("institutions_notified_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_posted_by_users_user_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_documents" ADD CONSTRAINT "notification_documents_notification_id_notifications_notification_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("notification_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_notification_id_notifications_notification_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("notification_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "institutions_notified_notification_idx" ON "institutions_notified" USING btree ("notification_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_idempotency_idx" ON "notifications" USING btree ("created_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "notifications_created_by_idx" ON "notifications" USING btree ("created_by","created_at");