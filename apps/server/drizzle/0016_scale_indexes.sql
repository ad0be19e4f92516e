DROP INDEX "policies_billing_idx";--> statement-breakpoint
CREATE INDEX "applications_policy_idx" ON "applications" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "policies_owing_idx" ON "policies" USING btree ("id") WHERE "policies"."status" = 'ACTIVE' and "policies"."balance" > 0;--> statement-breakpoint
CREATE INDEX "policies_billing_idx" ON "policies" USING btree ("status","next_billing_date","id");