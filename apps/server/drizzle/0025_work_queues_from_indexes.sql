-- The back office's work queues count from indexes alone: the claims' status index carries when each claim
-- last changed, and the unpaid premiums' index when each collection was made (the counts read neither
-- table's rows, where they read thousands of pages of a large book).
DROP INDEX "claims_status_idx";--> statement-breakpoint
DROP INDEX "collections_unpaid_idx";--> statement-breakpoint
CREATE INDEX "claims_status_idx" ON "claims" USING btree ("claim_status","created_at","id","updated_at");--> statement-breakpoint
CREATE INDEX "collections_unpaid_idx" ON "collections" USING btree ("policy_id","due_date","created_at") WHERE "collections"."type" = 'premium' and "collections"."status" = 'failed';