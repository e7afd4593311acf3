CREATE TABLE "invoice_numbering" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_number" bigint NOT NULL,
	CONSTRAINT "invoice_numbering_one_row_ck" CHECK ("invoice_numbering"."id" = 1)
);
--> statement-breakpoint
-- Decision 072: the counter carries on from the sequence, so no issued number is ever given twice.
INSERT INTO "invoice_numbering" ("id", "last_number")
	SELECT 1, CASE WHEN "is_called" THEN "last_value" ELSE "last_value" - 1 END FROM "public"."invoice_number_seq";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "customer_email" text;--> statement-breakpoint
-- A draft is not a tax invoice and has no number: drafts made before this change give theirs up
-- (never reused: the counter is past them).
UPDATE "invoices" SET "number" = NULL WHERE "status" = 'draft';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_number_when_issued_ck" CHECK (("invoices"."status" = 'draft') = ("invoices"."number" is null));--> statement-breakpoint
DROP SEQUENCE "public"."invoice_number_seq";--> statement-breakpoint
-- An issued invoice stays as issued (decision 072): what it states cannot be changed and it cannot be
-- deleted, whoever writes to the database; only its status, paid date, sent time and version move.
CREATE FUNCTION "invoice_stays_as_issued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		IF OLD."status" <> 'draft' THEN
			RAISE EXCEPTION 'invoice % has been issued and cannot be deleted', OLD."number"
				USING ERRCODE = 'integrity_constraint_violation';
		END IF;
		RETURN OLD;
	END IF;
	IF OLD."status" <> 'draft' AND (NEW."status" = 'draft' OR (
		NEW."number", NEW."billing_account_id", NEW."customer_name", NEW."customer_address",
		NEW."customer_email", NEW."issue_date", NEW."due_date", NEW."period_start", NEW."period_end",
		NEW."subtotal_cents", NEW."gst_cents", NEW."total_cents", NEW."notes"
	) IS DISTINCT FROM (
		OLD."number", OLD."billing_account_id", OLD."customer_name", OLD."customer_address",
		OLD."customer_email", OLD."issue_date", OLD."due_date", OLD."period_start", OLD."period_end",
		OLD."subtotal_cents", OLD."gst_cents", OLD."total_cents", OLD."notes"
	)) THEN
		RAISE EXCEPTION 'invoice % has been issued and cannot be changed', OLD."number"
			USING ERRCODE = 'integrity_constraint_violation';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_stay_as_issued" BEFORE UPDATE OR DELETE ON "invoices"
	FOR EACH ROW EXECUTE FUNCTION "invoice_stays_as_issued"();--> statement-breakpoint
-- Nor can its lines change. A draft's lines go with it (the cascade finds the draft already gone).
CREATE FUNCTION "invoice_lines_stay_as_issued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (
		SELECT 1 FROM "invoices"
		WHERE "invoice_id" IN (
			CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD."invoice_id" END,
			CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW."invoice_id" END
		) AND "status" <> 'draft'
	) THEN
		RAISE EXCEPTION 'the lines of an issued invoice cannot be changed'
			USING ERRCODE = 'integrity_constraint_violation';
	END IF;
	RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoice_lines_stay_as_issued" BEFORE INSERT OR UPDATE OR DELETE ON "invoice_lines"
	FOR EACH ROW EXECUTE FUNCTION "invoice_lines_stay_as_issued"();--> statement-breakpoint
-- Decision 073: an organisation row's email, for the admins' view of where it is.
CREATE INDEX "outbox_institution_row_idx" ON "outbox" USING btree ("institutions_notified_id");
