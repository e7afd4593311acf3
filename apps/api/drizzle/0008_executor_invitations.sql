CREATE TABLE "estate_invitations" (
	"estate_invitation_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'executor' NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "estate_invitations" ADD CONSTRAINT "estate_invitations_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_invitations" ADD CONSTRAINT "estate_invitations_invited_by_users_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "estate_invitations_pending_idx" ON "estate_invitations" USING btree ("estate_id","role") WHERE "estate_invitations"."accepted_at" is null and "estate_invitations"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "estate_invitations_email_idx" ON "estate_invitations" USING btree ("email");