CREATE TABLE "estate_file_counters" (
	"firm_key" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "estate_file_counters_firm_key_year_pk" PRIMARY KEY("firm_key","year")
);
--> statement-breakpoint
ALTER TABLE "estates" ADD COLUMN "file_number" text;--> statement-breakpoint
-- The number's text: EST-<year>-<at least four digits> (lpad alone would cut 10000 to 1000).
CREATE FUNCTION "estate_file_number"(opened_year int, n int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'EST-' || opened_year || '-' || CASE WHEN n < 10000 THEN lpad(n::text, 4, '0') ELSE n::text END
$$;--> statement-breakpoint
-- Back-fill: each firm's estates numbered by the year they were opened (New Zealand time), oldest first.
UPDATE "estates" e SET "file_number" = "estate_file_number"(n."opened_year", n."n") FROM (
  SELECT "estate_id", extract(year FROM "date_created" AT TIME ZONE 'Pacific/Auckland')::int AS "opened_year",
    row_number() OVER (
      PARTITION BY coalesce("firm_id"::text, ''), extract(year FROM "date_created" AT TIME ZONE 'Pacific/Auckland')
      ORDER BY "date_created", "estate_id")::int AS "n"
  FROM "estates") n
WHERE n."estate_id" = e."estate_id";--> statement-breakpoint
INSERT INTO "estate_file_counters" ("firm_key", "year", "last")
  SELECT coalesce("firm_id"::text, ''), extract(year FROM "date_created" AT TIME ZONE 'Pacific/Auckland')::int, count(*)
  FROM "estates" GROUP BY 1, 2;--> statement-breakpoint
-- Every new estate gets the next number of its firm and year, however it is inserted.
CREATE FUNCTION "estates_file_number"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  opened_year int := extract(year FROM coalesce(NEW."date_created", now()) AT TIME ZONE 'Pacific/Auckland')::int;
  next_number int;
BEGIN
  IF NEW."file_number" IS NULL THEN
    INSERT INTO "estate_file_counters" AS c ("firm_key", "year", "last")
      VALUES (coalesce(NEW."firm_id"::text, ''), opened_year, 1)
      ON CONFLICT ("firm_key", "year") DO UPDATE SET "last" = c."last" + 1
      RETURNING c."last" INTO next_number;
    NEW."file_number" := "estate_file_number"(opened_year, next_number);
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "estates_file_number" BEFORE INSERT ON "estates" FOR EACH ROW EXECUTE FUNCTION "estates_file_number"();--> statement-breakpoint
ALTER TABLE "estates" ALTER COLUMN "file_number" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "estates_firm_file_number_idx" ON "estates" USING btree (coalesce("firm_id"::text, ''),"file_number");--> statement-breakpoint
CREATE INDEX "estates_file_number_trgm_idx" ON "estates" USING gin ("file_number" gin_trgm_ops);
