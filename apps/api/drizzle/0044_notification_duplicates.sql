ALTER TABLE "institutions_notified" ADD COLUMN "duplicate_of" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "deceased_date_of_birth" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "deceased_key" text;--> statement-breakpoint
ALTER TABLE "institutions_notified" ADD CONSTRAINT "institutions_notified_duplicate_of_institutions_notified_institutions_notified_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."institutions_notified"("institutions_notified_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_deceased_key_idx" ON "notifications" USING btree ("deceased_key");--> statement-breakpoint
-- Notifications sent before issue 44: their key as the domain's deceasedKeyOf makes it (macrons and
-- the common accents dropped, lower case, anything but letters and digits one space).
UPDATE "notifications" SET "deceased_key" = lower(btrim(regexp_replace(translate("deceased_name", 'āēīōūĀĒĪŌŪáéíóúàèìòùäëïöüÁÉÍÓÚÀÈÌÒÙÄËÏÖÜ', 'aeiouAEIOUaeiouaeiouaeiouAEIOUAEIOUAEIOU'), '[^[:alnum:]]+', ' ', 'g'))) || '|' || "date_of_death" WHERE "deceased_key" IS NULL;
