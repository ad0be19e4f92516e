ALTER TABLE "claims" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "type" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "insured_item_id" uuid;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "details" jsonb;--> statement-breakpoint
-- Every claim so far is a funeral claim: its deceased, death and waiting period move into its details
-- (the columns are dropped in 0009).
UPDATE "claims" SET "type" = 'funeral_death', "details" = jsonb_build_object(
	'memberRole', "member_role",
	'firstName', "member_first_name",
	'lastName', "member_last_name",
	'idNumber', "member_id_number",
	'dateOfDeath', to_char("date_of_death", 'YYYY-MM-DD'),
	'causeOfDeath', "cause_of_death",
	'placeOfDeath', "place_of_death",
	'withinWaitingPeriod', "waiting_period_flag",
	'waitingPeriodEndsOn', to_char("waiting_period_ends_on", 'YYYY-MM-DD')
);--> statement-breakpoint
ALTER TABLE "claims" ALTER COLUMN "type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ALTER COLUMN "details" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_insured_item_id_insured_items_id_fk" FOREIGN KEY ("insured_item_id") REFERENCES "public"."insured_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_has_subject" CHECK ("claims"."member_id" is not null or "claims"."insured_item_id" is not null);
