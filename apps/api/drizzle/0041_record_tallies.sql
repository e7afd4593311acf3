CREATE TABLE "record_tallies" (
	"kind" text NOT NULL,
	"firm_id" uuid,
	"created_by" uuid,
	"due_date" text,
	"done" boolean NOT NULL,
	"items" integer NOT NULL,
	"cents" bigint NOT NULL,
	"paired_cents" bigint NOT NULL,
	"previous_cents" bigint NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_tally_kinds" (
	"kind" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"due_date" text NOT NULL,
	"done" text NOT NULL,
	"cents" text NOT NULL,
	"paired_cents" text NOT NULL,
	"previous_cents" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "record_tallies_firm_idx" ON "record_tallies" USING btree ("kind","firm_id","due_date");--> statement-breakpoint
CREATE INDEX "record_tallies_created_by_idx" ON "record_tallies" USING btree ("kind","created_by","due_date");--> statement-breakpoint
CREATE INDEX "record_tallies_unfolded_idx" ON "record_tallies" USING btree ("kind","firm_id","created_by") WHERE not "record_tallies"."folded";--> statement-breakpoint
-- Decision 086. Each kind's tally columns as SQL over one of its rows (r): a due date as text
-- (YYYY-MM-DD), whether done, and its cents. Read by the functions below, so the triggers of every
-- kind are one function.
INSERT INTO "record_tally_kinds" ("kind", "source", "due_date", "done", "cents", "paired_cents", "previous_cents") VALUES
  ('task', 'tasks', 'r."due_date"', 'r."status" = ''completed''', '0', '0', '0'),
  ('compliance_item', 'compliance_items', 'to_char(r."due_date", ''YYYY-MM-DD'')', 'r."status" = ''completed''', '0', '0', '0'),
  ('asset', 'assets', 'null', 'false', 'coalesce(r."value_cents", 0)', '0', '0'),
  ('valuation', 'valuations', 'null', 'false', 'r."value_cents"',
   'CASE WHEN r."previous_value_cents" IS NOT NULL THEN r."value_cents" ELSE 0 END', 'coalesce(r."previous_value_cents", 0)');--> statement-breakpoint
-- A kind's rows from `rows` (a table or a transition table, alias r) as tally changes, each row
-- counted `sign` times: estate_id, due_date, done, items, cents, paired_cents, previous_cents.
CREATE FUNCTION "record_tally_changes"(k "record_tally_kinds", "rows" text, sign integer) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT format(
    'SELECT r."estate_id", (%s)::text AS due_date, coalesce((%s), false) AS done, %s AS items, %s * (%s)::bigint AS cents, %s * (%s)::bigint AS paired_cents, %s * (%s)::bigint AS previous_cents FROM %s r',
    k."due_date", k."done", sign, sign, k."cents", sign, k."paired_cents", sign, k."previous_cents", "rows")
$$;--> statement-breakpoint
-- The statements of `estates`' own triggers: a kind's rows of one estate ($1), as changes under a
-- firm and creator ($2, $3) counted $4 times.
CREATE FUNCTION "record_tally_of_estate"(k "record_tally_kinds") RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format(
    'INSERT INTO "record_tallies" ("kind", "firm_id", "created_by", "due_date", "done", "items", "cents", "paired_cents", "previous_cents")
     SELECT %L, $2, $3, c.due_date, c.done, $4 * sum(c.items)::int, $4 * sum(c.cents)::bigint, $4 * sum(c.paired_cents)::bigint, $4 * sum(c.previous_cents)::bigint
     FROM (%s WHERE r."estate_id" = $1) c GROUP BY c.due_date, c.done',
    k."kind", "record_tally_changes"(k, k."source", 1))
$$;--> statement-breakpoint
-- Every kind's rows now, folded: the tallies start from what is there.
DO $$
DECLARE k "record_tally_kinds";
BEGIN
  FOR k IN SELECT * FROM "record_tally_kinds" LOOP
    EXECUTE format(
      'INSERT INTO "record_tallies" ("kind", "firm_id", "created_by", "due_date", "done", "items", "cents", "paired_cents", "previous_cents", "folded")
       SELECT %L, e."firm_id", e."created_by", c.due_date, c.done, sum(c.items)::int, sum(c.cents)::bigint, sum(c.paired_cents)::bigint, sum(c.previous_cents)::bigint, true
       FROM (%s) c JOIN "estates" e ON e."estate_id" = c."estate_id" GROUP BY 2, 3, 4, 5',
      k."kind", "record_tally_changes"(k, k."source", 1));
  END LOOP;
END
$$;--> statement-breakpoint
-- The trigger of every kind's table (its kind is the argument): what the statement changed, per
-- estate, due date and done, under the estate's firm and creator. Those are read with FOR NO KEY
-- UPDATE, in estate order: a change of the estate's firm or creator at the same moment either waits
-- for this transaction (and then moves its rows, now visible to it) or goes first (and this reads
-- the new key). A record of an estate being deleted finds no estate, so adds nothing:
-- estates_record_tallies_delete took the estate's records out first.
CREATE FUNCTION "record_tally"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k "record_tally_kinds";
  changes text;
BEGIN
  SELECT * INTO STRICT k FROM "record_tally_kinds" WHERE "kind" = TG_ARGV[0];
  -- A transition table exists only for the events that have it, so each event reads its own.
  IF TG_OP = 'INSERT' THEN
    changes := "record_tally_changes"(k, 'new_rows', 1);
  ELSIF TG_OP = 'DELETE' THEN
    changes := "record_tally_changes"(k, 'old_rows', -1);
  ELSE
    changes := "record_tally_changes"(k, 'new_rows', 1) || ' UNION ALL ' || "record_tally_changes"(k, 'old_rows', -1);
  END IF;
  EXECUTE format(
    'WITH d AS (
       SELECT "estate_id", due_date, done, sum(items)::int AS items, sum(cents)::bigint AS cents,
         sum(paired_cents)::bigint AS paired_cents, sum(previous_cents)::bigint AS previous_cents
       FROM (%s) c GROUP BY 1, 2, 3
       HAVING sum(items) <> 0 OR sum(cents) <> 0 OR sum(paired_cents) <> 0 OR sum(previous_cents) <> 0
     ), k AS (
       SELECT e."estate_id", e."firm_id", e."created_by" FROM "estates" e
       WHERE e."estate_id" IN (SELECT "estate_id" FROM d) ORDER BY e."estate_id" FOR NO KEY UPDATE
     )
     INSERT INTO "record_tallies" ("kind", "firm_id", "created_by", "due_date", "done", "items", "cents", "paired_cents", "previous_cents")
     SELECT %L, k."firm_id", k."created_by", d.due_date, d.done, sum(d.items)::int, sum(d.cents)::bigint,
       sum(d.paired_cents)::bigint, sum(d.previous_cents)::bigint
     FROM d JOIN k USING ("estate_id") GROUP BY 2, 3, 4, 5
     HAVING sum(d.items) <> 0 OR sum(d.cents) <> 0 OR sum(d.paired_cents) <> 0 OR sum(d.previous_cents) <> 0',
    changes, k."kind");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "record_tally_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "record_tallies" WHERE "kind" = TG_ARGV[0];
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tasks_record_tally_insert" AFTER INSERT ON "tasks" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_tally"('task');--> statement-breakpoint
CREATE TRIGGER "tasks_record_tally_update" AFTER UPDATE ON "tasks" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_tally"('task');--> statement-breakpoint
CREATE TRIGGER "tasks_record_tally_delete" AFTER DELETE ON "tasks" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_tally"('task');--> statement-breakpoint
CREATE TRIGGER "tasks_record_tally_truncate" AFTER TRUNCATE ON "tasks" FOR EACH STATEMENT EXECUTE FUNCTION "record_tally_truncate"('task');--> statement-breakpoint
CREATE TRIGGER "compliance_items_record_tally_insert" AFTER INSERT ON "compliance_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_tally"('compliance_item');--> statement-breakpoint
CREATE TRIGGER "compliance_items_record_tally_update" AFTER UPDATE ON "compliance_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_tally"('compliance_item');--> statement-breakpoint
CREATE TRIGGER "compliance_items_record_tally_delete" AFTER DELETE ON "compliance_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_tally"('compliance_item');--> statement-breakpoint
CREATE TRIGGER "compliance_items_record_tally_truncate" AFTER TRUNCATE ON "compliance_items" FOR EACH STATEMENT EXECUTE FUNCTION "record_tally_truncate"('compliance_item');--> statement-breakpoint
CREATE TRIGGER "assets_record_tally_insert" AFTER INSERT ON "assets" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_tally"('asset');--> statement-breakpoint
CREATE TRIGGER "assets_record_tally_update" AFTER UPDATE ON "assets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_tally"('asset');--> statement-breakpoint
CREATE TRIGGER "assets_record_tally_delete" AFTER DELETE ON "assets" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_tally"('asset');--> statement-breakpoint
CREATE TRIGGER "assets_record_tally_truncate" AFTER TRUNCATE ON "assets" FOR EACH STATEMENT EXECUTE FUNCTION "record_tally_truncate"('asset');--> statement-breakpoint
CREATE TRIGGER "valuations_record_tally_insert" AFTER INSERT ON "valuations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_tally"('valuation');--> statement-breakpoint
CREATE TRIGGER "valuations_record_tally_update" AFTER UPDATE ON "valuations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_tally"('valuation');--> statement-breakpoint
CREATE TRIGGER "valuations_record_tally_delete" AFTER DELETE ON "valuations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_tally"('valuation');--> statement-breakpoint
CREATE TRIGGER "valuations_record_tally_truncate" AFTER TRUNCATE ON "valuations" FOR EACH STATEMENT EXECUTE FUNCTION "record_tally_truncate"('valuation');--> statement-breakpoint
-- An estate that changes firm or creator moves its records' rows to its new key.
CREATE FUNCTION "estates_move_record_tallies"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE k "record_tally_kinds";
BEGIN
  FOR k IN SELECT * FROM "record_tally_kinds" LOOP
    EXECUTE "record_tally_of_estate"(k) USING NEW."estate_id", OLD."firm_id", OLD."created_by", -1;
    EXECUTE "record_tally_of_estate"(k) USING NEW."estate_id", NEW."firm_id", NEW."created_by", 1;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "estates_move_record_tallies" AFTER UPDATE OF "firm_id", "created_by" ON "estates" FOR EACH ROW
WHEN (OLD."firm_id" IS DISTINCT FROM NEW."firm_id" OR OLD."created_by" IS DISTINCT FROM NEW."created_by")
EXECUTE FUNCTION "estates_move_record_tallies"();--> statement-breakpoint
-- An estate being deleted takes its records out of the tallies while it can still name its key:
-- they go by cascade after its row, when record_tally no longer finds the estate.
CREATE FUNCTION "estates_record_tallies_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE k "record_tally_kinds";
BEGIN
  FOR k IN SELECT * FROM "record_tally_kinds" LOOP
    EXECUTE "record_tally_of_estate"(k) USING OLD."estate_id", OLD."firm_id", OLD."created_by", -1;
  END LOOP;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "estates_record_tallies_delete" BEFORE DELETE ON "estates" FOR EACH ROW EXECUTE FUNCTION "estates_record_tallies_delete"();--> statement-breakpoint
-- A kind's rows of the given estates, one row each of changes (due_date, done, items, cents,
-- paired_cents, previous_cents): the few estates someone sees only through a link elsewhere, beside
-- their kept rows (visibleRecordTallies).
CREATE FUNCTION "record_tally_rows"(kind text, estate_ids uuid[])
RETURNS TABLE (due_date text, done boolean, items integer, cents bigint, paired_cents bigint, previous_cents bigint)
LANGUAGE plpgsql STABLE AS $$
DECLARE k "record_tally_kinds";
BEGIN
  IF cardinality(estate_ids) = 0 THEN RETURN; END IF;
  SELECT * INTO STRICT k FROM "record_tally_kinds" t WHERE t."kind" = record_tally_rows.kind;
  RETURN QUERY EXECUTE format(
    'SELECT c.due_date, c.done, c.items, c.cents, c.paired_cents, c.previous_cents FROM (%s WHERE r."estate_id" = ANY ($1)) c',
    "record_tally_changes"(k, k."source", 1)) USING estate_ids;
END
$$;--> statement-breakpoint
-- Adds each key's rows into one, as fold_estate_tallies() does (decision 084). Returns how many rows
-- it folded.
CREATE FUNCTION "fold_record_tallies"() RETURNS integer LANGUAGE sql AS $$
  WITH keys AS (
    SELECT DISTINCT "kind", coalesce("firm_id", '00000000-0000-0000-0000-000000000000') AS f,
      coalesce("created_by", '00000000-0000-0000-0000-000000000000') AS c, coalesce("due_date", '') AS d, "done"
    FROM "record_tallies" WHERE NOT "folded"
  ), moved AS (
    DELETE FROM "record_tallies" t USING keys k
    WHERE t."kind" = k."kind"
      AND coalesce(t."firm_id", '00000000-0000-0000-0000-000000000000') = k.f
      AND coalesce(t."created_by", '00000000-0000-0000-0000-000000000000') = k.c
      AND coalesce(t."due_date", '') = k.d AND t."done" = k."done"
    RETURNING t.*
  ), added AS (
    INSERT INTO "record_tallies" ("kind", "firm_id", "created_by", "due_date", "done", "items", "cents", "paired_cents", "previous_cents", "folded")
    SELECT "kind", "firm_id", "created_by", "due_date", "done", sum("items")::int, sum("cents")::bigint, sum("paired_cents")::bigint, sum("previous_cents")::bigint, true
    FROM moved GROUP BY 1, 2, 3, 4, 5
    HAVING sum("items") <> 0 OR sum("cents") <> 0 OR sum("paired_cents") <> 0 OR sum("previous_cents") <> 0
    RETURNING 1
  )
  SELECT count(*)::int FROM moved;
$$;
--> statement-breakpoint
ANALYZE "record_tallies";
