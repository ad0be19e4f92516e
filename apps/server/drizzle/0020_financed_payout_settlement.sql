-- A financed item's total loss (docs/decisions/0043): the credit provider paid the settlement first, the
-- settlement recommended and the settlement granted (cents). Empty for every claim made before.
ALTER TABLE "claims" ADD COLUMN "settlement_credit_provider" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "recommended_settlement_cents" integer;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "settlement_cents" integer;