CREATE INDEX "audit_events_sign_in_idx" ON "audit_events" USING btree ("actor_id","created_at") WHERE "audit_events"."action" = 'auth.signed_in';--> statement-breakpoint
CREATE INDEX "tasks_open_due_idx" ON "tasks" USING btree ("due_date","estate_id") WHERE "tasks"."status" <> 'completed';--> statement-breakpoint
CREATE INDEX "assets_name_idx" ON "assets" USING btree ("name","asset_id");--> statement-breakpoint
CREATE INDEX "compliance_items_due_idx" ON "compliance_items" USING btree ("due_date","compliance_item_id");