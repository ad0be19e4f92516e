CREATE TABLE "notification_preferences" (
	"policy_holder_id" uuid PRIMARY KEY NOT NULL,
	"service_channels" text NOT NULL,
	"marketing_opt_in" boolean DEFAULT false NOT NULL,
	"marketing_consent_at" timestamp with time zone,
	"marketing_consent_version" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "internal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "underwriting_status" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "underwriting_reasons" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "underwritten_by" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "underwritten_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "reinstated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_policy_holder_id_policy_holders_id_fk" FOREIGN KEY ("policy_holder_id") REFERENCES "public"."policy_holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_underwriting_idx" ON "applications" USING btree ("underwriting_status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_dedupe_idx" ON "outbox_messages" USING btree ("dedupe_key");