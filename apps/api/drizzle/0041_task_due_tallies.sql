CREATE TABLE "task_due_tallies" (
	"firm_id" uuid,
	"created_by" uuid,
	"due_date" text NOT NULL,
	"open_tasks" integer NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "task_due_tallies_firm_idx" ON "task_due_tallies" USING btree ("firm_id","due_date");--> statement-breakpoint
CREATE INDEX "task_due_tallies_created_by_idx" ON "task_due_tallies" USING btree ("created_by","due_date");--> statement-breakpoint
CREATE INDEX "task_due_tallies_unfolded_idx" ON "task_due_tallies" USING btree ("firm_id","created_by") WHERE not "task_due_tallies"."folded";--> statement-breakpoint
-- Decision 086. The open tasks with a due date, per firm and creator of their estate and due date:
-- the dashboard's "due in the next 14 days" and "overdue" add up rows here. Like estate_tallies
-- (decision 084): each statement inserts one row of changes per key it touched, and
-- fold_task_due_tallies() folds a key's rows into one on a clock.
INSERT INTO "task_due_tallies" ("firm_id", "created_by", "due_date", "open_tasks", "folded")
SELECT e."firm_id", e."created_by", t."due_date", count(*)::int, true
FROM "tasks" t JOIN "estates" e ON e."estate_id" = t."estate_id"
WHERE t."status" <> 'completed' AND t."due_date" IS NOT NULL
GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE FUNCTION "tasks_due_tally"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The changes per estate and due date of open tasks with a date; a task of an estate being
  -- deleted finds no estate (estates_due_tally_delete took its tasks out first). A transition table
  -- exists only for the events that have it, so each event reads its own.
  IF TG_OP = 'INSERT' THEN
    WITH d AS (
      SELECT "estate_id", "due_date", count(*)::int AS n FROM new_rows
      WHERE "status" <> 'completed' AND "due_date" IS NOT NULL GROUP BY 1, 2
    ), k AS (
      -- The estates' firm and creator, locked as the open-task count's update would: a change of
      -- firm or creator waiting here is then seen, and one made first moves these tasks only once
      -- this transaction's are visible to it (in estate order, so writers of several never deadlock).
      SELECT e."estate_id", e."firm_id", e."created_by" FROM "estates" e
      WHERE e."estate_id" IN (SELECT "estate_id" FROM d) ORDER BY e."estate_id" FOR NO KEY UPDATE
    )
    INSERT INTO "task_due_tallies" ("firm_id", "created_by", "due_date", "open_tasks")
    SELECT k."firm_id", k."created_by", d."due_date", sum(d.n)::int FROM d JOIN k USING ("estate_id")
    GROUP BY 1, 2, 3 HAVING sum(d.n) <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    WITH d AS (
      SELECT "estate_id", "due_date", -count(*)::int AS n FROM old_rows
      WHERE "status" <> 'completed' AND "due_date" IS NOT NULL GROUP BY 1, 2
    ), k AS (
      -- The estates' firm and creator, locked as the open-task count's update would: a change of
      -- firm or creator waiting here is then seen, and one made first moves these tasks only once
      -- this transaction's are visible to it (in estate order, so writers of several never deadlock).
      SELECT e."estate_id", e."firm_id", e."created_by" FROM "estates" e
      WHERE e."estate_id" IN (SELECT "estate_id" FROM d) ORDER BY e."estate_id" FOR NO KEY UPDATE
    )
    INSERT INTO "task_due_tallies" ("firm_id", "created_by", "due_date", "open_tasks")
    SELECT k."firm_id", k."created_by", d."due_date", sum(d.n)::int FROM d JOIN k USING ("estate_id")
    GROUP BY 1, 2, 3 HAVING sum(d.n) <> 0;
  ELSE
    WITH d AS (
      SELECT "estate_id", "due_date", sum(n)::int AS n FROM (
        SELECT "estate_id", "due_date", 1 AS n FROM new_rows WHERE "status" <> 'completed' AND "due_date" IS NOT NULL
        UNION ALL
        SELECT "estate_id", "due_date", -1 FROM old_rows WHERE "status" <> 'completed' AND "due_date" IS NOT NULL
      ) c GROUP BY 1, 2 HAVING sum(n) <> 0
    ), k AS (
      -- The estates' firm and creator, locked as the open-task count's update would: a change of
      -- firm or creator waiting here is then seen, and one made first moves these tasks only once
      -- this transaction's are visible to it (in estate order, so writers of several never deadlock).
      SELECT e."estate_id", e."firm_id", e."created_by" FROM "estates" e
      WHERE e."estate_id" IN (SELECT "estate_id" FROM d) ORDER BY e."estate_id" FOR NO KEY UPDATE
    )
    INSERT INTO "task_due_tallies" ("firm_id", "created_by", "due_date", "open_tasks")
    SELECT k."firm_id", k."created_by", d."due_date", sum(d.n)::int FROM d JOIN k USING ("estate_id")
    GROUP BY 1, 2, 3 HAVING sum(d.n) <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tasks_due_tally_insert" AFTER INSERT ON "tasks" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "tasks_due_tally"();--> statement-breakpoint
CREATE TRIGGER "tasks_due_tally_update" AFTER UPDATE ON "tasks" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "tasks_due_tally"();--> statement-breakpoint
CREATE TRIGGER "tasks_due_tally_delete" AFTER DELETE ON "tasks" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "tasks_due_tally"();--> statement-breakpoint
CREATE FUNCTION "tasks_due_tally_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "task_due_tallies";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tasks_due_tally_truncate" AFTER TRUNCATE ON "tasks" FOR EACH STATEMENT EXECUTE FUNCTION "tasks_due_tally_truncate"();--> statement-breakpoint
-- An estate that changes firm or creator moves its open tasks' rows to its new key.
CREATE FUNCTION "estates_move_due_tally"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "task_due_tallies" ("firm_id", "created_by", "due_date", "open_tasks")
  SELECT k."firm_id", k."created_by", t."due_date", k.sign * count(*)::int
  FROM "tasks" t, (VALUES (OLD."firm_id", OLD."created_by", -1), (NEW."firm_id", NEW."created_by", 1)) k ("firm_id", "created_by", sign)
  WHERE t."estate_id" = NEW."estate_id" AND t."status" <> 'completed' AND t."due_date" IS NOT NULL
  GROUP BY k."firm_id", k."created_by", k.sign, t."due_date";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "estates_move_due_tally" AFTER UPDATE OF "firm_id", "created_by" ON "estates" FOR EACH ROW
WHEN (OLD."firm_id" IS DISTINCT FROM NEW."firm_id" OR OLD."created_by" IS DISTINCT FROM NEW."created_by")
EXECUTE FUNCTION "estates_move_due_tally"();--> statement-breakpoint
-- An estate being deleted takes its open tasks out of the tallies while it can still name its key:
-- its tasks go by cascade after its row, when tasks_due_tally no longer finds the estate.
CREATE FUNCTION "estates_due_tally_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "task_due_tallies" ("firm_id", "created_by", "due_date", "open_tasks")
  SELECT OLD."firm_id", OLD."created_by", t."due_date", -count(*)::int
  FROM "tasks" t
  WHERE t."estate_id" = OLD."estate_id" AND t."status" <> 'completed' AND t."due_date" IS NOT NULL
  GROUP BY t."due_date";
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "estates_due_tally_delete" BEFORE DELETE ON "estates" FOR EACH ROW EXECUTE FUNCTION "estates_due_tally_delete"();--> statement-breakpoint
-- Adds each key's rows into one, as fold_estate_tallies() does (decision 084). Returns how many rows
-- it folded.
CREATE FUNCTION "fold_task_due_tallies"() RETURNS integer LANGUAGE sql AS $$
  WITH keys AS (
    SELECT DISTINCT coalesce("firm_id", '00000000-0000-0000-0000-000000000000') AS f,
      coalesce("created_by", '00000000-0000-0000-0000-000000000000') AS c, "due_date"
    FROM "task_due_tallies" WHERE NOT "folded"
  ), moved AS (
    DELETE FROM "task_due_tallies" t USING keys k
    WHERE coalesce(t."firm_id", '00000000-0000-0000-0000-000000000000') = k.f
      AND coalesce(t."created_by", '00000000-0000-0000-0000-000000000000') = k.c
      AND t."due_date" = k."due_date"
    RETURNING t.*
  ), added AS (
    INSERT INTO "task_due_tallies" ("firm_id", "created_by", "due_date", "open_tasks", "folded")
    SELECT "firm_id", "created_by", "due_date", sum("open_tasks")::int, true
    FROM moved GROUP BY 1, 2, 3 HAVING sum("open_tasks") <> 0
    RETURNING 1
  )
  SELECT count(*)::int FROM moved;
$$;
--> statement-breakpoint
ANALYZE "task_due_tallies";
