CREATE INDEX "assets_name_trgm_idx" ON "assets" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "assets_type_trgm_idx" ON "assets" USING gin ("type" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "beneficiaries_full_name_trgm_idx" ON "beneficiaries" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "beneficiaries_relationship_trgm_idx" ON "beneficiaries" USING gin ("relationship" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "liabilities_name_trgm_idx" ON "liabilities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "liabilities_type_trgm_idx" ON "liabilities" USING gin ("type" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "liabilities_creditor_trgm_idx" ON "liabilities" USING gin ("creditor" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "valuations_asset_name_trgm_idx" ON "valuations" USING gin ("asset_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "valuations_appraiser_trgm_idx" ON "valuations" USING gin ("appraiser" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "valuations_type_trgm_idx" ON "valuations" USING gin ("type" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "compliance_items_requirement_trgm_idx" ON "compliance_items" USING gin ("requirement" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "compliance_items_authority_trgm_idx" ON "compliance_items" USING gin ("authority" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "compliance_items_assigned_to_trgm_idx" ON "compliance_items" USING gin ("assigned_to" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "compliance_items_notes_trgm_idx" ON "compliance_items" USING gin ("notes" gin_trgm_ops);