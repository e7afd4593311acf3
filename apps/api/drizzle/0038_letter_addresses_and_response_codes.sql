ALTER TABLE "institutions" ADD COLUMN "postal_address_source" text;--> statement-breakpoint
ALTER TABLE "institutions_notified" ADD COLUMN "response_code" text;--> statement-breakpoint
ALTER TABLE "institutions_notified" ADD COLUMN "response_code_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "institutions_notified" ADD CONSTRAINT "institutions_notified_response_code_unique" UNIQUE("response_code");