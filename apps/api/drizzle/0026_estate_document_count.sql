ALTER TABLE "estates" ADD COLUMN "document_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each estate's documents, counted once now and kept by the triggers below (decision 056), as
-- migration 0024 keeps the open tasks: per statement, so a many-row insert updates each estate once.
UPDATE "estates" e SET "document_count" = c.n
FROM (SELECT "estate_id", count(*)::int AS n FROM "documents" GROUP BY "estate_id") c
WHERE c."estate_id" = e."estate_id";--> statement-breakpoint
CREATE FUNCTION "documents_document_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A transition table exists only for the events that have it, so each event reads its own.
  IF TG_OP = 'INSERT' THEN
    UPDATE "estates" e SET "document_count" = e."document_count" + d.delta
    FROM (SELECT "estate_id", count(*)::int AS delta FROM new_rows GROUP BY "estate_id") d
    WHERE e."estate_id" = d."estate_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "estates" e SET "document_count" = e."document_count" - d.delta
    FROM (SELECT "estate_id", count(*)::int AS delta FROM old_rows GROUP BY "estate_id") d
    WHERE e."estate_id" = d."estate_id";
  ELSE
    UPDATE "estates" e SET "document_count" = e."document_count" + d.delta
    FROM (
      SELECT "estate_id", sum(delta)::int AS delta FROM (
        SELECT "estate_id", 1 AS delta FROM new_rows
        UNION ALL
        SELECT "estate_id", -1 AS delta FROM old_rows
      ) changes GROUP BY "estate_id"
    ) d
    WHERE e."estate_id" = d."estate_id" AND d.delta <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "documents_document_count_insert" AFTER INSERT ON "documents" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "documents_document_count"();--> statement-breakpoint
CREATE TRIGGER "documents_document_count_update" AFTER UPDATE ON "documents" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "documents_document_count"();--> statement-breakpoint
CREATE TRIGGER "documents_document_count_delete" AFTER DELETE ON "documents" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "documents_document_count"();
