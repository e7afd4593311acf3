CREATE TABLE "privacy_requests" (
	"privacy_request_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"what_is_wrong" text,
	"what_it_should_say" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_date" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"answer" text,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	CONSTRAINT "privacy_requests_closed_whole" CHECK (("privacy_requests"."status" = 'open' and "privacy_requests"."outcome" is null and "privacy_requests"."closed_at" is null) or ("privacy_requests"."status" = 'closed' and "privacy_requests"."outcome" is not null and "privacy_requests"."answer" is not null and "privacy_requests"."closed_at" is not null)),
	CONSTRAINT "privacy_requests_correction_words" CHECK ("privacy_requests"."kind" <> 'correction' or ("privacy_requests"."what_is_wrong" is not null and "privacy_requests"."what_it_should_say" is not null))
);
--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_requester_id_users_user_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_closed_by_users_user_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_requests_requester_idx" ON "privacy_requests" USING btree ("requester_id","received_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_status_due_idx" ON "privacy_requests" USING btree ("status","due_date");