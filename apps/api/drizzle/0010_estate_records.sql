CREATE TABLE "valuations" (
	"valuation_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"asset_id" uuid,
	"asset_name" text NOT NULL,
	"value_cents" bigint NOT NULL,
	"previous_value_cents" bigint,
	"type" text NOT NULL,
	"appraiser" text,
	"valued_on" date NOT NULL,
	"next_review_on" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "status" text DEFAULT 'unverified' NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "liabilities" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "valuations" ADD CONSTRAINT "valuations_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuations" ADD CONSTRAINT "valuations_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "valuations_estate_idx" ON "valuations" USING btree ("estate_id","valued_on");--> statement-breakpoint
CREATE INDEX "valuations_asset_idx" ON "valuations" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "assets_estate_idx" ON "assets" USING btree ("estate_id");--> statement-breakpoint
CREATE INDEX "beneficiaries_estate_idx" ON "beneficiaries" USING btree ("estate_id");--> statement-breakpoint
CREATE INDEX "liabilities_estate_idx" ON "liabilities" USING btree ("estate_id");