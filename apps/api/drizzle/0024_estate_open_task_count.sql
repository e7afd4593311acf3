ALTER TABLE "estates" ADD COLUMN "open_task_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each estate's open (not completed) tasks, counted once now and kept by the triggers below
-- (decision 055). Per statement, not per row: inserting 1,000 tasks updates each estate once.
UPDATE "estates" e SET "open_task_count" = c.n
FROM (SELECT "estate_id", count(*)::int AS n FROM "tasks" WHERE "status" <> 'completed' GROUP BY "estate_id") c
WHERE c."estate_id" = e."estate_id";--> statement-breakpoint
CREATE FUNCTION "tasks_open_task_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A transition table exists only for the events that have it, so each event reads its own.
  IF TG_OP = 'INSERT' THEN
    UPDATE "estates" e SET "open_task_count" = e."open_task_count" + d.delta
    FROM (SELECT "estate_id", count(*)::int AS delta FROM new_rows WHERE "status" <> 'completed' GROUP BY "estate_id") d
    WHERE e."estate_id" = d."estate_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "estates" e SET "open_task_count" = e."open_task_count" - d.delta
    FROM (SELECT "estate_id", count(*)::int AS delta FROM old_rows WHERE "status" <> 'completed' GROUP BY "estate_id") d
    WHERE e."estate_id" = d."estate_id";
  ELSE
    UPDATE "estates" e SET "open_task_count" = e."open_task_count" + d.delta
    FROM (
      SELECT "estate_id", sum(delta)::int AS delta FROM (
        SELECT "estate_id", 1 AS delta FROM new_rows WHERE "status" <> 'completed'
        UNION ALL
        SELECT "estate_id", -1 AS delta FROM old_rows WHERE "status" <> 'completed'
      ) changes GROUP BY "estate_id"
    ) d
    WHERE e."estate_id" = d."estate_id" AND d.delta <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tasks_open_task_count_insert" AFTER INSERT ON "tasks" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "tasks_open_task_count"();--> statement-breakpoint
CREATE TRIGGER "tasks_open_task_count_update" AFTER UPDATE ON "tasks" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "tasks_open_task_count"();--> statement-breakpoint
CREATE TRIGGER "tasks_open_task_count_delete" AFTER DELETE ON "tasks" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "tasks_open_task_count"();
