CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "law_firms" (
	"law_firm_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"primary_contact" text,
	"contact_email" text,
	"contact_phone" text,
	"status" text DEFAULT 'active' NOT NULL,
	"billing_status" text DEFAULT 'current' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_attachments" (
	"outbox_attachment_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outbox_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_accounts" (
	"billing_account_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"law_firm_id" uuid,
	"user_id" uuid,
	"plan" text DEFAULT 'standard' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"trial_end_date" date,
	"billing_email" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_accounts_entity_ck" CHECK (("billing_accounts"."type" = 'law_firm' and "billing_accounts"."law_firm_id" is not null and "billing_accounts"."user_id" is null) or ("billing_accounts"."type" = 'individual' and "billing_accounts"."user_id" is not null and "billing_accounts"."law_firm_id" is null)),
	CONSTRAINT "billing_accounts_trial_ck" CHECK ("billing_accounts"."status" <> 'trial' or "billing_accounts"."trial_end_date" is not null)
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"invoice_line_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"gst_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"invoice_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"billing_account_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"customer_address" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"paid_date" date,
	"sent_at" timestamp with time zone,
	"period_start" date,
	"period_end" date,
	"subtotal_cents" bigint NOT NULL,
	"gst_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"report_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"format" text NOT NULL,
	"frequency" text NOT NULL,
	"recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"estate_id" uuid,
	"owner_id" uuid NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"last_generated_at" timestamp with time zone,
	"next_scheduled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "firm_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "category" text DEFAULT 'data' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "status" text DEFAULT 'success' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "ip_address" text;--> statement-breakpoint
ALTER TABLE "estates" ADD COLUMN "firm_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox_attachments" ADD CONSTRAINT "outbox_attachments_outbox_id_outbox_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("outbox_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_law_firm_id_law_firms_law_firm_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("law_firm_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("invoice_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_billing_account_id_billing_accounts_billing_account_id_fk" FOREIGN KEY ("billing_account_id") REFERENCES "public"."billing_accounts"("billing_account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_owner_id_users_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_attachments_outbox_idx" ON "outbox_attachments" USING btree ("outbox_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_accounts_firm_uq" ON "billing_accounts" USING btree ("law_firm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_accounts_user_uq" ON "billing_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoices_account_idx" ON "invoices" USING btree ("billing_account_id","issue_date");--> statement-breakpoint
CREATE INDEX "invoices_issue_idx" ON "invoices" USING btree ("issue_date");--> statement-breakpoint
CREATE INDEX "reports_owner_idx" ON "reports" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "reports_next_idx" ON "reports" USING btree ("next_scheduled_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_firm_id_law_firms_law_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."law_firms"("law_firm_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estates" ADD CONSTRAINT "estates_firm_id_law_firms_law_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."law_firms"("law_firm_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_firm_idx" ON "users" USING btree ("firm_id");--> statement-breakpoint
CREATE INDEX "audit_events_category_idx" ON "audit_events" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "estates_firm_idx" ON "estates" USING btree ("firm_id");--> statement-breakpoint
-- Events written before the category column: filed by the same rule as the domain's auditCategoryOf.
UPDATE "audit_events" SET "category" = CASE
	WHEN "action" ~ '^(auth|session|user|password|two_factor)\.' THEN 'security'
	WHEN "action" ~ '\.(downloaded|exported|accessed|viewed|executor_invited|executor_accepted|executor_invitation_cancelled)$' THEN 'access'
	WHEN "action" LIKE 'document.%' THEN 'document'
	WHEN "actor_id" IS NULL THEN 'system'
	ELSE 'data'
END;
