CREATE TABLE "notifyflow_response_times" (
	"institution_id" uuid PRIMARY KEY NOT NULL,
	"organisation" text NOT NULL,
	"answers" integer NOT NULL,
	"median_business_days" double precision NOT NULL,
	"p90_business_days" double precision NOT NULL,
	"promised_business_days" integer NOT NULL,
	"within_promise_percent" integer NOT NULL,
	"computed_for" text NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifyflow_response_times_runs" (
	"computed_for" text PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifyflow_response_times" ADD CONSTRAINT "notifyflow_response_times_institution_id_institutions_institution_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("institution_id") ON DELETE cascade ON UPDATE no action;