CREATE TABLE "estate_tallies" (
	"firm_id" uuid,
	"created_by" uuid,
	"status" text NOT NULL,
	"stage" text NOT NULL,
	"estates" integer NOT NULL,
	"open_tasks" integer NOT NULL,
	"documents" integer NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "estateroles" ADD COLUMN "estate_firm_id" uuid;--> statement-breakpoint
ALTER TABLE "estateroles" ADD COLUMN "creator_link" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "estate_tallies_firm_idx" ON "estate_tallies" USING btree ("firm_id");--> statement-breakpoint
CREATE INDEX "estate_tallies_created_by_idx" ON "estate_tallies" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "estate_tallies_unfolded_idx" ON "estate_tallies" USING btree ("firm_id","created_by") WHERE not "estate_tallies"."folded";--> statement-breakpoint
-- Decision 084. Each role link knows its estate's firm and whether its person opened the estate, so
-- that the links which add an estate to someone's view beyond their own and their firm's are found
-- in one small index. Filled from the estate on insert, and again when the estate's firm or creator
-- changes (the creator is set to null when that account is deleted).
UPDATE "estateroles" r SET "estate_firm_id" = e."firm_id", "creator_link" = coalesce(r."user_id" = e."created_by", false)
FROM "estates" e WHERE e."estate_id" = r."estate_id";--> statement-breakpoint
CREATE INDEX "estateroles_elsewhere_idx" ON "estateroles" USING btree ("user_id","estate_firm_id") WHERE "estateroles"."status" = 'active' and not "estateroles"."creator_link";--> statement-breakpoint
CREATE FUNCTION "estateroles_estate_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT e."firm_id", coalesce(e."created_by" = NEW."user_id", false)
    INTO NEW."estate_firm_id", NEW."creator_link"
    FROM "estates" e WHERE e."estate_id" = NEW."estate_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "estateroles_estate_facts" BEFORE INSERT OR UPDATE OF "estate_id", "user_id" ON "estateroles" FOR EACH ROW EXECUTE FUNCTION "estateroles_estate_facts"();--> statement-breakpoint
CREATE FUNCTION "estates_role_link_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "estateroles" r
  SET "estate_firm_id" = NEW."firm_id", "creator_link" = coalesce(r."user_id" = NEW."created_by", false)
  WHERE r."estate_id" = NEW."estate_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "estates_role_link_facts" AFTER UPDATE OF "firm_id", "created_by" ON "estates" FOR EACH ROW
WHEN (OLD."firm_id" IS DISTINCT FROM NEW."firm_id" OR OLD."created_by" IS DISTINCT FROM NEW."created_by")
EXECUTE FUNCTION "estates_role_link_facts"();--> statement-breakpoint
-- The tallies: what each statement on `estates` changed, one row per key it touched (no row is ever
-- updated, so two transactions never wait on one another here); folded into one row per key by
-- fold_estate_tallies() on a clock.
INSERT INTO "estate_tallies" ("firm_id", "created_by", "status", "stage", "estates", "open_tasks", "documents", "folded")
SELECT "firm_id", "created_by", "status", "stage", count(*)::int, sum("open_task_count")::int, sum("document_count")::int, true
FROM "estates" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE FUNCTION "estates_tally"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A transition table exists only for the events that have it, so each event reads its own.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "estate_tallies" ("firm_id", "created_by", "status", "stage", "estates", "open_tasks", "documents")
    SELECT "firm_id", "created_by", "status", "stage", count(*)::int, sum("open_task_count")::int, sum("document_count")::int
    FROM new_rows GROUP BY 1, 2, 3, 4;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "estate_tallies" ("firm_id", "created_by", "status", "stage", "estates", "open_tasks", "documents")
    SELECT "firm_id", "created_by", "status", "stage", -count(*)::int, -sum("open_task_count")::int, -sum("document_count")::int
    FROM old_rows GROUP BY 1, 2, 3, 4;
  ELSE
    INSERT INTO "estate_tallies" ("firm_id", "created_by", "status", "stage", "estates", "open_tasks", "documents")
    SELECT "firm_id", "created_by", "status", "stage", sum(n)::int, sum(t)::int, sum(d)::int FROM (
      SELECT "firm_id", "created_by", "status", "stage", 1 AS n, "open_task_count" AS t, "document_count" AS d FROM new_rows
      UNION ALL
      SELECT "firm_id", "created_by", "status", "stage", -1, -"open_task_count", -"document_count" FROM old_rows
    ) c GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 OR sum(t) <> 0 OR sum(d) <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "estates_tally_insert" AFTER INSERT ON "estates" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "estates_tally"();--> statement-breakpoint
CREATE TRIGGER "estates_tally_update" AFTER UPDATE ON "estates" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "estates_tally"();--> statement-breakpoint
CREATE TRIGGER "estates_tally_delete" AFTER DELETE ON "estates" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "estates_tally"();--> statement-breakpoint
CREATE FUNCTION "estates_tally_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "estate_tallies";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "estates_tally_truncate" AFTER TRUNCATE ON "estates" FOR EACH STATEMENT EXECUTE FUNCTION "estates_tally_truncate"();--> statement-breakpoint
-- Adds each key's rows into one. Safe beside writers (it deletes only rows its snapshot saw, and
-- inserts their sum) and beside itself (a row another fold deleted first is skipped, so its sum is
-- not added twice). Returns how many rows it folded.
CREATE FUNCTION "fold_estate_tallies"() RETURNS integer LANGUAGE sql AS $$
  WITH keys AS (
    SELECT DISTINCT coalesce("firm_id", '00000000-0000-0000-0000-000000000000') AS f,
      coalesce("created_by", '00000000-0000-0000-0000-000000000000') AS c, "status", "stage"
    FROM "estate_tallies" WHERE NOT "folded"
  ), moved AS (
    DELETE FROM "estate_tallies" t USING keys k
    WHERE coalesce(t."firm_id", '00000000-0000-0000-0000-000000000000') = k.f
      AND coalesce(t."created_by", '00000000-0000-0000-0000-000000000000') = k.c
      AND t."status" = k."status" AND t."stage" = k."stage"
    RETURNING t.*
  ), added AS (
    INSERT INTO "estate_tallies" ("firm_id", "created_by", "status", "stage", "estates", "open_tasks", "documents", "folded")
    SELECT "firm_id", "created_by", "status", "stage", sum("estates")::int, sum("open_tasks")::int, sum("documents")::int, true
    FROM moved GROUP BY 1, 2, 3, 4 HAVING sum("estates") <> 0 OR sum("open_tasks") <> 0 OR sum("documents") <> 0
    RETURNING 1
  )
  SELECT count(*)::int FROM moved;
$$;
--> statement-breakpoint
-- The new columns' and table's statistics now, not when autovacuum next comes by: without them the
-- planner guessed the links elsewhere to be many and read every estate to find none.
ANALYZE "estateroles";--> statement-breakpoint
ANALYZE "estate_tallies";
