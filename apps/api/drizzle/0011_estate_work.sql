CREATE TABLE "compliance_items" (
	"compliance_item_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"requirement" text NOT NULL,
	"authority" text,
	"priority" text DEFAULT 'medium' NOT NULL,
	"due_date" date,
	"status" text DEFAULT 'pending' NOT NULL,
	"assigned_to" text,
	"completed_date" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "correspondence" (
	"correspondence_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"type" text NOT NULL,
	"direction" text DEFAULT 'outgoing' NOT NULL,
	"party" text NOT NULL,
	"stakeholder_id" uuid,
	"date" date NOT NULL,
	"subject" text NOT NULL,
	"summary" text,
	"status" text DEFAULT 'sent' NOT NULL,
	"document_id" uuid,
	"source" text DEFAULT 'manual' NOT NULL,
	"source_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "due_diligence_checks" (
	"check_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"assigned_to" text,
	"date_completed" date,
	"notes" text,
	"document_id" uuid,
	"external_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "milestones" (
	"milestone_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"due_date" date,
	"completed_date" date,
	"status" text DEFAULT 'pending' NOT NULL,
	"assignee_id" uuid,
	"priority" text DEFAULT 'medium' NOT NULL,
	"depends_on" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "note_comments" (
	"note_comment_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"note_id" uuid NOT NULL,
	"author_id" uuid,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risks" (
	"risk_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"impact" text NOT NULL,
	"likelihood" text NOT NULL,
	"level" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"owner" text,
	"review_date" date,
	"mitigation_plan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stakeholders" (
	"stakeholder_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"type" text DEFAULT 'external' NOT NULL,
	"email" text,
	"phone" text,
	"status" text DEFAULT 'active' NOT NULL,
	"last_contact" date,
	"notes" text,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_stages" (
	"workflow_stage_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"owner" text,
	"start_date" date,
	"due_date" date,
	"completed_date" date,
	"estate_stage" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "estate_notes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "compliance_items" ADD CONSTRAINT "compliance_items_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correspondence" ADD CONSTRAINT "correspondence_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correspondence" ADD CONSTRAINT "correspondence_stakeholder_id_stakeholders_stakeholder_id_fk" FOREIGN KEY ("stakeholder_id") REFERENCES "public"."stakeholders"("stakeholder_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correspondence" ADD CONSTRAINT "correspondence_document_id_documents_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("document_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_diligence_checks" ADD CONSTRAINT "due_diligence_checks_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_diligence_checks" ADD CONSTRAINT "due_diligence_checks_document_id_documents_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("document_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_assignee_id_users_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_comments" ADD CONSTRAINT "note_comments_note_id_estate_notes_note_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."estate_notes"("note_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_comments" ADD CONSTRAINT "note_comments_author_id_users_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risks" ADD CONSTRAINT "risks_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholders" ADD CONSTRAINT "stakeholders_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_stages" ADD CONSTRAINT "workflow_stages_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_items_estate_idx" ON "compliance_items" USING btree ("estate_id","due_date");--> statement-breakpoint
CREATE INDEX "correspondence_estate_idx" ON "correspondence" USING btree ("estate_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "correspondence_source_key" ON "correspondence" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "due_diligence_checks_estate_idx" ON "due_diligence_checks" USING btree ("estate_id");--> statement-breakpoint
CREATE INDEX "milestones_estate_idx" ON "milestones" USING btree ("estate_id","due_date");--> statement-breakpoint
CREATE INDEX "note_comments_note_idx" ON "note_comments" USING btree ("note_id","created_at");--> statement-breakpoint
CREATE INDEX "risks_estate_idx" ON "risks" USING btree ("estate_id");--> statement-breakpoint
CREATE INDEX "stakeholders_estate_idx" ON "stakeholders" USING btree ("estate_id");--> statement-breakpoint
CREATE INDEX "workflow_stages_estate_idx" ON "workflow_stages" USING btree ("estate_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_stages_estate_stage_key" ON "workflow_stages" USING btree ("estate_id","estate_stage") WHERE "workflow_stages"."estate_stage" is not null;--> statement-breakpoint
-- The estate's own six stages become its first workflow stages: those before its stage completed,
-- its stage in progress (completed once closed), those after pending.
INSERT INTO "workflow_stages" ("estate_id", "name", "status", "estate_stage", "position")
SELECT e."estate_id", s.label,
  CASE
    WHEN cur.ord IS NULL THEN 'pending'
    WHEN s.ord < cur.ord THEN 'completed'
    WHEN s.ord = cur.ord THEN CASE WHEN s.value = 'closed' THEN 'completed' ELSE 'in_progress' END
    ELSE 'pending'
  END,
  s.value, s.ord * 100
FROM "estates" e
CROSS JOIN (VALUES (1, 'initial', 'Initial'), (2, 'application_filed', 'Application Filed'),
  (3, 'grant_issued', 'Grant Issued'), (4, 'administration', 'Administration'),
  (5, 'distribution', 'Distribution'), (6, 'closed', 'Closed')) AS s(ord, value, label)
LEFT JOIN (VALUES (1, 'initial'), (2, 'application_filed'), (3, 'grant_issued'), (4, 'administration'),
  (5, 'distribution'), (6, 'closed')) AS cur(ord, value) ON cur.value = e."stage";
