ALTER TABLE "claims" DROP COLUMN "member_role";--> statement-breakpoint
ALTER TABLE "claims" DROP COLUMN "member_first_name";--> statement-breakpoint
ALTER TABLE "claims" DROP COLUMN "member_last_name";--> statement-breakpoint
ALTER TABLE "claims" DROP COLUMN "member_id_number";--> statement-breakpoint
ALTER TABLE "claims" DROP COLUMN "date_of_death";--> statement-breakpoint
ALTER TABLE "claims" DROP COLUMN "cause_of_death";--> statement-breakpoint
ALTER TABLE "claims" DROP COLUMN "place_of_death";--> statement-breakpoint
ALTER TABLE "claims" DROP COLUMN "waiting_period_flag";--> statement-breakpoint
ALTER TABLE "claims" DROP COLUMN "waiting_period_ends_on";