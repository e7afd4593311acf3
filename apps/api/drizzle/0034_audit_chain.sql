CREATE TABLE "audit_chain_heads" (
	"chain" text PRIMARY KEY NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_verifications" (
	"audit_verification_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"requested_by" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ok" boolean NOT NULL,
	"events" bigint NOT NULL,
	"breaks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"heads" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "chain" text DEFAULT 'main' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE INDEX "audit_verifications_finished_idx" ON "audit_verifications" USING btree ("finished_at");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_chain_seq_idx" ON "audit_events" USING btree ("chain","seq") WHERE "audit_events"."seq" is not null;--> statement-breakpoint
CREATE INDEX "audit_events_unchained_idx" ON "audit_events" USING btree ("created_at") WHERE "audit_events"."seq" is null;--> statement-breakpoint
-- The audit trail as hash chains (issue 41, decision 071). An event's canonical JSON: its columns in
-- this fixed order, no spaces, strings escaped as JSON, `data` as PostgreSQL prints jsonb (keys
-- sorted), the time in UTC to the microsecond. services/audit/audit-chain.ts builds the same text
-- from the columns to verify; the two must never differ.
CREATE FUNCTION "audit_event_canonical"(e "audit_events") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '{"action":' || to_json(e.action)::text
    || ',"actor":' || coalesce(to_json(e.actor_id::text)::text, 'null')
    || ',"category":' || to_json(e.category)::text
    || ',"created_at":"' || to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '"'
    || ',"data":' || coalesce(e.data::text, 'null')
    || ',"entity":{"id":' || coalesce(to_json(e.entity_id)::text, 'null') || ',"type":' || to_json(e.entity_type)::text || '}'
    || ',"id":' || to_json(e.audit_event_id::text)::text
    || ',"ip":' || coalesce(to_json(e.ip_address)::text, 'null')
    || ',"status":' || to_json(e.status)::text
    || '}'
$$;--> statement-breakpoint
-- Chains every event not yet in a chain (normally: the committing transaction's own), oldest first,
-- holding each chain's head row locked until the transaction ends, so concurrent writers take turns
-- for the moment of their commit only. Answers how many it chained.
CREATE FUNCTION "audit_chain_pending"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  c text;
  head_seq bigint;
  head_hash text;
  row_hash text;
  ev "audit_events";
  chained integer := 0;
BEGIN
  FOR c IN SELECT DISTINCT a.chain FROM "audit_events" a WHERE a.seq IS NULL ORDER BY 1 LOOP
    SELECT h.seq, h.hash INTO head_seq, head_hash FROM "audit_chain_heads" h WHERE h.chain = c FOR UPDATE;
    IF NOT FOUND THEN
      INSERT INTO "audit_chain_heads" (chain, seq, hash) VALUES (c, 0, repeat('0', 64)) ON CONFLICT (chain) DO NOTHING;
      SELECT h.seq, h.hash INTO head_seq, head_hash FROM "audit_chain_heads" h WHERE h.chain = c FOR UPDATE;
    END IF;
    -- Read after the lock: a writer that chained before us has committed, and its events are seen.
    FOR ev IN SELECT * FROM "audit_events" a WHERE a.seq IS NULL AND a.chain = c ORDER BY a.created_at, a.audit_event_id LOOP
      row_hash := encode(sha256(convert_to(head_hash || audit_event_canonical(ev), 'UTF8')), 'hex');
      head_seq := head_seq + 1;
      UPDATE "audit_events" SET seq = head_seq, prev_hash = head_hash, hash = row_hash
        WHERE audit_event_id = ev.audit_event_id;
      head_hash := row_hash;
      chained := chained + 1;
    END LOOP;
    UPDATE "audit_chain_heads" SET seq = head_seq, hash = head_hash, updated_at = now() WHERE chain = c;
  END LOOP;
  RETURN chained;
END $$;--> statement-breakpoint
-- At commit, once per event; the first of a transaction's events chains them all and the others
-- find theirs done. Deferred, so the head is locked for the commit only, not the whole transaction.
CREATE FUNCTION "audit_events_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "audit_events" WHERE audit_event_id = NEW.audit_event_id AND seq IS NULL) THEN
    PERFORM audit_chain_pending();
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_events_chain" AFTER INSERT ON "audit_events" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "audit_events_chain"();--> statement-breakpoint
-- The events written before this migration: chained now, oldest first.
INSERT INTO "audit_chain_heads" (chain, seq, hash) VALUES ('main', 0, repeat('0', 64)) ON CONFLICT (chain) DO NOTHING;--> statement-breakpoint
SELECT audit_chain_pending();
