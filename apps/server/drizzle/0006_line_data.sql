CREATE TABLE "insured_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"data" jsonb NOT NULL,
	"insured_value" integer NOT NULL,
	"added_on" date NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "line" text;--> statement-breakpoint
-- A document takes the line of what it belongs to: its policy, else its claim, else its application.
UPDATE "documents" AS d SET "line" = coalesce(
	(SELECT p."line" FROM "policies" p WHERE p."id" = d."policy_id"),
	(SELECT c."line" FROM "claims" c WHERE c."id" = d."claim_id"),
	(SELECT a."line" FROM "applications" a WHERE a."id" = d."application_id")
);--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "line" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "line_data" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The funeral line's own policy facts move from core columns into its line data (dropped in 0007).
UPDATE "policies" SET "line_data" = jsonb_build_object(
	'coverType', "cover_type",
	'coverOption', "cover_option",
	'naturalDeathWaitingEndsOn', to_char("natural_death_waiting_ends_on", 'YYYY-MM-DD')
) WHERE "line" = 'funeral';--> statement-breakpoint
ALTER TABLE "insured_items" ADD CONSTRAINT "insured_items_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insured_items_policy_idx" ON "insured_items" USING btree ("policy_id");