-- The back office at the size of a real book: each of its searches, lists and queues reads an index, not every
-- row. Holders by mobile number and full name; vehicles, and applications not yet policies, by registration number
-- (written any way) and IMEI; pre-inspections by registration number, and their queue oldest submission first;
-- claims newest first, of every status or of one, and by the phone or vehicle claimed on; the premiums still
-- unpaid (the failed-payment queue and list, and every policy list and detail, read them); and the policy issued
-- on a pre-inspection (a new motor application reuses a pre-inspection only while none was).
DROP INDEX "pre_inspections_status_idx";--> statement-breakpoint
CREATE INDEX "claims_created_idx" ON "claims" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "claims_status_idx" ON "claims" USING btree ("claim_status","created_at","id");--> statement-breakpoint
CREATE INDEX "claims_item_idx" ON "claims" USING btree ("insured_item_id") WHERE "claims"."insured_item_id" is not null;--> statement-breakpoint
CREATE INDEX "applications_plate_idx" ON "applications" USING btree (upper(regexp_replace(coalesce("details" -> 'vehicle' ->> 'vehicle_reg_no', ''), '[[:space:]-]', '', 'g'))) WHERE "applications"."policy_id" is null;--> statement-breakpoint
CREATE INDEX "applications_imei_idx" ON "applications" USING btree (("details" ->> 'deviceIMEINumber')) WHERE "applications"."policy_id" is null;--> statement-breakpoint
CREATE INDEX "policies_pre_inspection_idx" ON "policies" USING btree (("line_data" ->> 'preInspectionId')) WHERE ("policies"."line_data" ->> 'preInspectionId') is not null;--> statement-breakpoint
CREATE INDEX "insured_items_plate_idx" ON "insured_items" USING btree (upper(regexp_replace(coalesce("data" ->> 'registrationNo', ''), '[[:space:]-]', '', 'g'))) WHERE "insured_items"."kind" = 'vehicle';--> statement-breakpoint
CREATE INDEX "collections_unpaid_idx" ON "collections" USING btree ("policy_id","due_date") WHERE "collections"."type" = 'premium' and "collections"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "policy_holders_cellphone_idx" ON "policy_holders" USING btree ("cellphone");--> statement-breakpoint
CREATE INDEX "policy_holders_full_name_idx" ON "policy_holders" USING btree (lower("first_name" || ' ' || "last_name"));--> statement-breakpoint
CREATE INDEX "pre_inspections_plate_idx" ON "pre_inspections" USING btree (upper(regexp_replace(coalesce("registration_no", ''), '[[:space:]-]', '', 'g')));--> statement-breakpoint
CREATE INDEX "pre_inspections_queue_idx" ON "pre_inspections" USING btree ("submitted_at","created_at","id");--> statement-breakpoint
CREATE INDEX "pre_inspections_status_idx" ON "pre_inspections" USING btree ("assessment_status","submitted_at","created_at","id");