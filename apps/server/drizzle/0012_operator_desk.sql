CREATE TABLE "on_behalf_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"policy_holder_id" uuid NOT NULL,
	"operator_id" uuid NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "on_behalf_acceptances_application_id_unique" UNIQUE("application_id"),
	CONSTRAINT "on_behalf_acceptances_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "on_behalf_acceptances" ADD CONSTRAINT "on_behalf_acceptances_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_behalf_acceptances" ADD CONSTRAINT "on_behalf_acceptances_policy_holder_id_policy_holders_id_fk" FOREIGN KEY ("policy_holder_id") REFERENCES "public"."policy_holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_behalf_acceptances" ADD CONSTRAINT "on_behalf_acceptances_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "on_behalf_acceptances_operator_idx" ON "on_behalf_acceptances" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE INDEX "on_behalf_acceptances_holder_idx" ON "on_behalf_acceptances" USING btree ("policy_holder_id");