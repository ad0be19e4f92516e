ALTER TABLE "policies" DROP COLUMN "cover_type";--> statement-breakpoint
ALTER TABLE "policies" DROP COLUMN "cover_option";--> statement-breakpoint
ALTER TABLE "policies" DROP COLUMN "natural_death_waiting_ends_on";