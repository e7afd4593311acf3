CREATE TABLE "estate_notes" (
	"note_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"category" text DEFAULT 'general' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "estate_notes" ADD CONSTRAINT "estate_notes_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_notes" ADD CONSTRAINT "estate_notes_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estate_notes_estate_idx" ON "estate_notes" USING btree ("estate_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "documents_upload_idx" ON "documents" USING btree ("upload_date","document_id");