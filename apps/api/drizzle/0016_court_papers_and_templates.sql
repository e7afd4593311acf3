CREATE TABLE "court_applications" (
	"court_application_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"type" text NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"applicant_name" text NOT NULL,
	"applicant_address" text,
	"applicant_occupation" text,
	"applicant_relationship" text,
	"deceased_occupation" text,
	"will_date" text,
	"submitted_date" text,
	"hearing_date" text,
	"completed_date" text,
	"grant_date" text,
	"value_cents" bigint,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_grants" (
	"document_grant_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"level" text NOT NULL,
	"granted_by" uuid,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_template_versions" (
	"document_template_version_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_template_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_templates" (
	"document_template_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"format" text DEFAULT 'DOCX' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"starter_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_templates_starter_key_unique" UNIQUE("starter_key")
);
--> statement-breakpoint
CREATE TABLE "legal_forms" (
	"legal_form_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"jurisdiction" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"last_updated" text,
	"official_url" text NOT NULL,
	"file_name" text,
	"storage_key" text,
	"size_bytes" integer,
	"starter_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_forms_starter_key_unique" UNIQUE("starter_key")
);
--> statement-breakpoint
CREATE TABLE "template_categories" (
	"template_category_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid,
	"name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "change_description" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "change_description" text;--> statement-breakpoint
ALTER TABLE "court_applications" ADD CONSTRAINT "court_applications_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_applications" ADD CONSTRAINT "court_applications_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_grants" ADD CONSTRAINT "document_grants_document_id_documents_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("document_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_grants" ADD CONSTRAINT "document_grants_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_grants" ADD CONSTRAINT "document_grants_granted_by_users_user_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_template_versions" ADD CONSTRAINT "document_template_versions_document_template_id_document_templates_document_template_id_fk" FOREIGN KEY ("document_template_id") REFERENCES "public"."document_templates"("document_template_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_template_versions" ADD CONSTRAINT "document_template_versions_uploaded_by_users_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_firm_id_law_firms_law_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."law_firms"("law_firm_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_forms" ADD CONSTRAINT "legal_forms_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_categories" ADD CONSTRAINT "template_categories_firm_id_law_firms_law_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."law_firms"("law_firm_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_categories" ADD CONSTRAINT "template_categories_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "court_applications_estate_idx" ON "court_applications" USING btree ("estate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_grants_document_user_idx" ON "document_grants" USING btree ("document_id","user_id");--> statement-breakpoint
CREATE INDEX "document_grants_user_idx" ON "document_grants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "document_templates_firm_idx" ON "document_templates" USING btree ("firm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "template_categories_firm_name_idx" ON "template_categories" USING btree ("firm_id",lower("name")) WHERE "template_categories"."firm_id" is not null;--> statement-breakpoint
-- An earlier version's own upload date is the moment the version before it was replaced; the first
-- version's is not known.
UPDATE "document_versions" AS v SET "uploaded_at" = p."created_at" FROM "document_versions" AS p WHERE p."document_id" = v."document_id" AND p."version" = v."version" - 1 AND v."uploaded_at" IS NULL;
