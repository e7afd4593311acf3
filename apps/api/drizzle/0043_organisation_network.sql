CREATE TABLE "api_keys" (
	"api_key_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid,
	"firm_id" uuid,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	CONSTRAINT "api_keys_one_owner" CHECK ((institution_id IS NULL) <> (firm_id IS NULL))
);
--> statement-breakpoint
CREATE TABLE "notification_answer_products" (
	"notification_answer_product_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notification_answer_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"reference" text,
	"description" text,
	"balance_cents" bigint NOT NULL,
	"as_at" date NOT NULL,
	"releasable_without_grant" boolean DEFAULT false NOT NULL,
	"release_limit_cents" bigint,
	"proposal" text,
	"record_kind" text,
	"record_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_answers" (
	"notification_answer_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institutions_notified_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"message" text,
	"needed" text[] DEFAULT '{}'::text[] NOT NULL,
	"answered_by" uuid,
	"api_key_id" uuid,
	"idempotency_key" text,
	"fingerprint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_members" (
	"organisation_member_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"role" text DEFAULT 'member' NOT NULL,
	"invited_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_members_email_lower" CHECK (email = lower(email))
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"webhook_attempt_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webhook_delivery_id" uuid NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_code" integer,
	"duration_ms" integer NOT NULL,
	"error" text,
	"response_excerpt" text,
	"resent_by" uuid
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"webhook_delivery_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webhook_endpoint_id" uuid NOT NULL,
	"message_id" text NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"last_status_code" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"webhook_endpoint_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid,
	"firm_id" uuid,
	"url" text NOT NULL,
	"description" text,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_until" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_reason" text,
	"disabled_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_endpoints_one_owner" CHECK ((institution_id IS NULL) <> (firm_id IS NULL))
);
--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "evidence" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "source_product_id" uuid;--> statement-breakpoint
ALTER TABLE "liabilities" ADD COLUMN "evidence" text;--> statement-breakpoint
ALTER TABLE "liabilities" ADD COLUMN "source_product_id" uuid;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_institution_id_institutions_institution_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("institution_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_firm_id_law_firms_law_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."law_firms"("law_firm_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_revoked_by_users_user_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_answer_products" ADD CONSTRAINT "notification_answer_products_notification_answer_id_notification_answers_notification_answer_id_fk" FOREIGN KEY ("notification_answer_id") REFERENCES "public"."notification_answers"("notification_answer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_answer_products" ADD CONSTRAINT "notification_answer_products_decided_by_users_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_answers" ADD CONSTRAINT "notification_answers_institutions_notified_id_institutions_notified_institutions_notified_id_fk" FOREIGN KEY ("institutions_notified_id") REFERENCES "public"."institutions_notified"("institutions_notified_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_answers" ADD CONSTRAINT "notification_answers_answered_by_users_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_answers" ADD CONSTRAINT "notification_answers_api_key_id_api_keys_api_key_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("api_key_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_institution_id_institutions_institution_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("institution_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_invited_by_users_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_webhook_delivery_id_webhook_deliveries_webhook_delivery_id_fk" FOREIGN KEY ("webhook_delivery_id") REFERENCES "public"."webhook_deliveries"("webhook_delivery_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_resent_by_users_user_id_fk" FOREIGN KEY ("resent_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_endpoint_id_webhook_endpoints_webhook_endpoint_id_fk" FOREIGN KEY ("webhook_endpoint_id") REFERENCES "public"."webhook_endpoints"("webhook_endpoint_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_institution_id_institutions_institution_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("institution_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_firm_id_law_firms_law_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."law_firms"("law_firm_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_secret_hash_idx" ON "api_keys" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "api_keys_institution_idx" ON "api_keys" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "api_keys_firm_idx" ON "api_keys" USING btree ("firm_id");--> statement-breakpoint
CREATE INDEX "notification_answer_products_answer_idx" ON "notification_answer_products" USING btree ("notification_answer_id");--> statement-breakpoint
CREATE INDEX "notification_answers_row_idx" ON "notification_answers" USING btree ("institutions_notified_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_answers_idempotency_idx" ON "notification_answers" USING btree ("institutions_notified_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_members_email_idx" ON "organisation_members" USING btree ("email");--> statement-breakpoint
CREATE INDEX "organisation_members_institution_idx" ON "organisation_members" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("webhook_delivery_id","attempted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_message_idx" ON "webhook_deliveries" USING btree ("webhook_endpoint_id","message_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE status IN ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("webhook_endpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_institution_idx" ON "webhook_endpoints" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_firm_idx" ON "webhook_endpoints" USING btree ("firm_id");--> statement-breakpoint
CREATE INDEX "institutions_notified_inbox_idx" ON "institutions_notified" USING btree ("institution_id","created_at" DESC NULLS LAST,"institutions_notified_id" DESC NULLS LAST);