-- Trigram indexes serve the ILIKE '%…%' searches of My Estates and the documents library. pg_trgm ships
-- with PostgreSQL (contrib) and is a trusted extension since PostgreSQL 13: the database owner can
-- create it without superuser. PGlite loads it at open (src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "documents_uploaded_file_trgm_idx" ON "documents" USING gin ("uploaded_file" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "estates_deceased_name_trgm_idx" ON "estates" USING gin ("deceased_name" gin_trgm_ops);