CREATE TABLE "ledger_periods" (
	"ledger_period_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"through_date" date NOT NULL,
	"closed_by" uuid,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reopened_by" uuid,
	"reopened_at" timestamp with time zone,
	"reopen_reason" text
);
--> statement-breakpoint
ALTER TABLE "distributions" ADD COLUMN "reverses_id" uuid;--> statement-breakpoint
ALTER TABLE "distributions" ADD COLUMN "reversal_reason" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reverses_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reversal_reason" text;--> statement-breakpoint
ALTER TABLE "ledger_periods" ADD CONSTRAINT "ledger_periods_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_periods" ADD CONSTRAINT "ledger_periods_closed_by_users_user_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_periods" ADD CONSTRAINT "ledger_periods_reopened_by_users_user_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_periods_estate_idx" ON "ledger_periods" USING btree ("estate_id","closed_at");--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_reverses_id_distributions_distribution_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."distributions"("distribution_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_reverses_id_transactions_transaction_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."transactions"("transaction_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "distributions_reverses_idx" ON "distributions" USING btree ("reverses_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_reverses_idx" ON "transactions" USING btree ("reverses_id");--> statement-breakpoint
-- Hand-written (decision 070): a reversal always says why.
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_reversal_reason_check" CHECK ("reverses_id" IS NULL OR "reversal_reason" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_reversal_reason_check" CHECK ("reverses_id" IS NULL OR "reversal_reason" IS NOT NULL);
