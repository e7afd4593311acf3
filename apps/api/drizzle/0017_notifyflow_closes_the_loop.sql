CREATE TABLE "notification_replies" (
	"notification_reply_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institutions_notified_id" uuid NOT NULL,
	"message" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "institutions_notified" ALTER COLUMN "institution_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "reply_business_days" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "small_estate_limit_cents" bigint DEFAULT 4000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "small_estate_requirements" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "small_estate_note" text;--> statement-breakpoint
ALTER TABLE "institutions_notified" ADD COLUMN "other_name" text;--> statement-breakpoint
ALTER TABLE "institutions_notified" ADD COLUMN "dispatched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "institutions_notified" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "institutions_notified" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "institutions_notified" ADD COLUMN "info_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "institutions_notified" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "notification_documents" ADD COLUMN "reply_id" uuid;--> statement-breakpoint
ALTER TABLE "notification_replies" ADD CONSTRAINT "notification_replies_institutions_notified_id_institutions_notified_institutions_notified_id_fk" FOREIGN KEY ("institutions_notified_id") REFERENCES "public"."institutions_notified"("institutions_notified_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_replies" ADD CONSTRAINT "notification_replies_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_replies_row_idx" ON "notification_replies" USING btree ("institutions_notified_id","created_at");--> statement-breakpoint
ALTER TABLE "notification_documents" ADD CONSTRAINT "notification_documents_reply_id_notification_replies_notification_reply_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."notification_replies"("notification_reply_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "institutions_notified_chase_idx" ON "institutions_notified" USING btree ("dispatched_at") WHERE acknowledged_at IS NULL AND reminded_at IS NULL;--> statement-breakpoint
ALTER TABLE "institutions_notified" ADD CONSTRAINT "institutions_notified_named" CHECK (institution_id IS NOT NULL OR other_name IS NOT NULL);--> statement-breakpoint
-- Back-fill what earlier rows can tell: the sent date stood for delivery (or the first answer).
UPDATE "institutions_notified" SET "dispatched_at" = "sent_date" WHERE "status" <> 'pending' AND "sent_date" IS NOT NULL;--> statement-breakpoint
UPDATE "institutions_notified" SET "acknowledged_at" = "responded_at" WHERE "response_received" AND "responded_at" IS NOT NULL;--> statement-breakpoint
UPDATE "institutions_notified" SET "completed_at" = "responded_at" WHERE "status" = 'completed' AND "response_received" AND "responded_at" IS NOT NULL;--> statement-breakpoint
UPDATE "institutions_notified" SET "info_requested_at" = "responded_at" WHERE "status" = 'failed' AND "response_received" AND "responded_at" IS NOT NULL;--> statement-breakpoint
-- A notification's own status, derived from its organisations (domain deriveNotificationStatus).
UPDATE "notifications" n SET "status" = CASE
  WHEN EXISTS (SELECT 1 FROM "institutions_notified" r WHERE r."notification_id" = n."notification_id" AND r."status" = 'failed') THEN 'action_needed'
  WHEN EXISTS (SELECT 1 FROM "institutions_notified" r WHERE r."notification_id" = n."notification_id")
   AND NOT EXISTS (SELECT 1 FROM "institutions_notified" r WHERE r."notification_id" = n."notification_id" AND r."status" <> 'completed') THEN 'completed'
  WHEN EXISTS (SELECT 1 FROM "institutions_notified" r WHERE r."notification_id" = n."notification_id" AND r."status" <> 'pending') THEN 'in_progress'
  ELSE 'pending' END;
