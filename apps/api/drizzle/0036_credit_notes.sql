CREATE TABLE "credit_notes" (
	"credit_note_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"issue_date" date NOT NULL,
	"reason" text NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"gst_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_amounts_ck" CHECK ("credit_notes"."total_cents" > 0 and "credit_notes"."total_cents" = "credit_notes"."subtotal_cents" + "credit_notes"."gst_cents")
);
--> statement-breakpoint
ALTER TABLE "invoice_numbering" ADD COLUMN "last_credit_note" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("invoice_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
-- Decision 081: a credit note is a record of record. Once made it is neither changed nor deleted,
-- whoever writes to the database; only who made it may become unknown (their account removed).
CREATE FUNCTION "credit_note_stays_as_issued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		RAISE EXCEPTION 'credit note % has been issued and cannot be deleted', OLD."number"
			USING ERRCODE = 'integrity_constraint_violation';
	END IF;
	IF (
		NEW."credit_note_id", NEW."number", NEW."invoice_id", NEW."issue_date", NEW."reason",
		NEW."subtotal_cents", NEW."gst_cents", NEW."total_cents", NEW."created_at"
	) IS DISTINCT FROM (
		OLD."credit_note_id", OLD."number", OLD."invoice_id", OLD."issue_date", OLD."reason",
		OLD."subtotal_cents", OLD."gst_cents", OLD."total_cents", OLD."created_at"
	) THEN
		RAISE EXCEPTION 'credit note % has been issued and cannot be changed', OLD."number"
			USING ERRCODE = 'integrity_constraint_violation';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "credit_notes_stay_as_issued" BEFORE UPDATE OR DELETE ON "credit_notes"
	FOR EACH ROW EXECUTE FUNCTION "credit_note_stays_as_issued"();
