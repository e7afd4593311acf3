CREATE TABLE "claims" (
	"claim_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"claimant" text NOT NULL,
	"received_date" date,
	"filed_date" date,
	"status" text DEFAULT 'open' NOT NULL,
	"relationship_option" text,
	"option_date" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "controlled_item_accesses" (
	"access_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"controlled_item_id" uuid NOT NULL,
	"accessed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"accessed_by" text NOT NULL,
	"purpose" text
);
--> statement-breakpoint
CREATE TABLE "controlled_items" (
	"controlled_item_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"location" text,
	"security_level" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'secured' NOT NULL,
	"last_accessed_at" timestamp with time zone,
	"accessed_by" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distributions" (
	"distribution_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"planned_date" date,
	"completed_date" date,
	"notes" text,
	"override_reason" text,
	"overridden_by" uuid,
	"overridden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"inventory_item_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"serial_number" text,
	"location" text,
	"condition" text,
	"status" text DEFAULT 'in_possession' NOT NULL,
	"description" text,
	"purchase_price_cents" bigint,
	"purchase_date" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_records" (
	"tax_record_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"type" text NOT NULL,
	"period" text,
	"amount_cents" bigint NOT NULL,
	"due_date" date,
	"status" text DEFAULT 'pending' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"transaction_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estate_id" uuid NOT NULL,
	"type" text NOT NULL,
	"occurred_on" date NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"reference" text,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"import_batch_id" uuid,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlled_item_accesses" ADD CONSTRAINT "controlled_item_accesses_controlled_item_id_controlled_items_controlled_item_id_fk" FOREIGN KEY ("controlled_item_id") REFERENCES "public"."controlled_items"("controlled_item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlled_item_accesses" ADD CONSTRAINT "controlled_item_accesses_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlled_items" ADD CONSTRAINT "controlled_items_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_beneficiary_id_beneficiaries_beneficiary_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("beneficiary_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_overridden_by_users_user_id_fk" FOREIGN KEY ("overridden_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_records" ADD CONSTRAINT "tax_records_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claims_estate_idx" ON "claims" USING btree ("estate_id");--> statement-breakpoint
CREATE INDEX "controlled_item_accesses_item_idx" ON "controlled_item_accesses" USING btree ("controlled_item_id","accessed_at");--> statement-breakpoint
CREATE INDEX "controlled_items_estate_idx" ON "controlled_items" USING btree ("estate_id");--> statement-breakpoint
CREATE INDEX "distributions_estate_idx" ON "distributions" USING btree ("estate_id");--> statement-breakpoint
CREATE INDEX "distributions_beneficiary_idx" ON "distributions" USING btree ("beneficiary_id");--> statement-breakpoint
CREATE INDEX "inventory_items_estate_idx" ON "inventory_items" USING btree ("estate_id");--> statement-breakpoint
CREATE INDEX "tax_records_estate_idx" ON "tax_records" USING btree ("estate_id","due_date");--> statement-breakpoint
CREATE INDEX "transactions_estate_idx" ON "transactions" USING btree ("estate_id","occurred_on");