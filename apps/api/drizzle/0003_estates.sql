CREATE TABLE "assets" (
	"asset_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"value_cents" bigint,
	"status" text DEFAULT 'unverified' NOT NULL,
	"location" text,
	"controlled" boolean DEFAULT false NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beneficiaries" (
	"beneficiary_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"user_id" uuid,
	"full_name" text NOT NULL,
	"relationship" text,
	"email" text,
	"phone" text,
	"address" text,
	"share_basis_points" integer,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "digitalassetinventory" (
	"digital_asset_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"asset_name" text NOT NULL,
	"category" text NOT NULL,
	"platform" text NOT NULL,
	"login_email" text,
	"access_instructions" text,
	"estimated_value" numeric(14, 2),
	"status" text DEFAULT 'active' NOT NULL,
	"notes" text,
	"reward_program_id" integer,
	"points_balance" integer,
	"expiry_date" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"document_version_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"uploaded_file" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"document_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"type" text NOT NULL,
	"file_url" text NOT NULL,
	"uploaded_file" text NOT NULL,
	"upload_date" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" uuid,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estateroles" (
	"estaterole_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estates" (
	"estate_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deceased_name" text NOT NULL,
	"date_of_death" text,
	"last_known_address" text,
	"stage" text DEFAULT 'initial' NOT NULL,
	"small_estate_flag" boolean DEFAULT false NOT NULL,
	"workflow_type" text NOT NULL,
	"will_status" text NOT NULL,
	"estimated_value" text,
	"estimated_value_cents" integer,
	"notes" text,
	"status" text DEFAULT 'active' NOT NULL,
	"grant_date" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"executor_id" uuid
);
--> statement-breakpoint
CREATE TABLE "liabilities" (
	"liability_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"creditor" text,
	"due_date" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"task_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'todo' NOT NULL,
	"due_date" text,
	"assigned_to_user_id" uuid,
	"template_key" text,
	"basis" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digitalassetinventory" ADD CONSTRAINT "digitalassetinventory_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_documents_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("document_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_uploaded_by_users_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estateroles" ADD CONSTRAINT "estateroles_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estateroles" ADD CONSTRAINT "estateroles_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estates" ADD CONSTRAINT "estates_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estates" ADD CONSTRAINT "estates_executor_id_executors_executor_id_fk" FOREIGN KEY ("executor_id") REFERENCES "public"."executors"("executor_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liabilities" ADD CONSTRAINT "liabilities_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assigned_to_user_id_users_user_id_fk" FOREIGN KEY ("assigned_to_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digitalassetinventory_estate_idx" ON "digitalassetinventory" USING btree ("estate_id");--> statement-breakpoint
CREATE INDEX "documents_estate_idx" ON "documents" USING btree ("estate_id","upload_date");--> statement-breakpoint
CREATE UNIQUE INDEX "estateroles_estate_user_role_idx" ON "estateroles" USING btree ("estate_id","user_id","role");--> statement-breakpoint
CREATE INDEX "estateroles_user_idx" ON "estateroles" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "estates_created_by_idx" ON "estates" USING btree ("created_by","date_created");--> statement-breakpoint
CREATE INDEX "estates_updated_idx" ON "estates" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "tasks_estate_idx" ON "tasks" USING btree ("estate_id","due_date");--> statement-breakpoint
CREATE INDEX "tasks_assignee_idx" ON "tasks" USING btree ("assigned_to_user_id","due_date");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE set null ON UPDATE no action;