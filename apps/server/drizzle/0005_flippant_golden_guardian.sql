CREATE SEQUENCE "public"."claim_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_number" text NOT NULL,
	"line" text NOT NULL,
	"policy_id" uuid NOT NULL,
	"policy_holder_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"member_role" text NOT NULL,
	"member_first_name" text NOT NULL,
	"member_last_name" text NOT NULL,
	"member_id_number" text NOT NULL,
	"date_of_death" date NOT NULL,
	"cause_of_death" text NOT NULL,
	"place_of_death" text,
	"claimant" jsonb NOT NULL,
	"payout_bank_name" text NOT NULL,
	"payout_branch_code" text NOT NULL,
	"payout_account_holder_name" text NOT NULL,
	"payout_account_number" text NOT NULL,
	"payout_account_type" text NOT NULL,
	"requested_amount_cents" integer NOT NULL,
	"cover_amount_cents" integer NOT NULL,
	"granted_amount_cents" integer,
	"claim_status" text NOT NULL,
	"approval_status" text NOT NULL,
	"waiting_period_flag" boolean NOT NULL,
	"waiting_period_ends_on" date NOT NULL,
	"cover_status_at_submit" text NOT NULL,
	"documents_complete_at" timestamp with time zone,
	"recommendation" text,
	"recommended_amount_cents" integer,
	"recommendation_note" text,
	"recommended_by" text,
	"recommended_at" timestamp with time zone,
	"decision_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"payout_reference" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_claim_number_unique" UNIQUE("claim_number"),
	CONSTRAINT "claims_requested_amount_positive" CHECK ("claims"."requested_amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_holder_id" uuid NOT NULL,
	"policy_id" uuid,
	"claim_id" uuid,
	"application_id" uuid,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"blob_key" text NOT NULL,
	"description" text NOT NULL,
	"policy_version" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_blob_key_unique" UNIQUE("blob_key"),
	CONSTRAINT "documents_has_owner" CHECK ("documents"."policy_id" is not null or "documents"."claim_id" is not null or "documents"."application_id" is not null),
	CONSTRAINT "documents_size_positive" CHECK ("documents"."size_bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_policy_holder_id_policy_holders_id_fk" FOREIGN KEY ("policy_holder_id") REFERENCES "public"."policy_holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_member_id_policy_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."policy_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_policy_holder_id_policy_holders_id_fk" FOREIGN KEY ("policy_holder_id") REFERENCES "public"."policy_holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claims_policy_idx" ON "claims" USING btree ("policy_id","created_at");--> statement-breakpoint
CREATE INDEX "claims_holder_idx" ON "claims" USING btree ("policy_holder_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_policy_idx" ON "documents" USING btree ("policy_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_claim_idx" ON "documents" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_holder_idx" ON "documents" USING btree ("policy_holder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_policy_version_kind_idx" ON "documents" USING btree ("policy_id","kind","policy_version") WHERE "documents"."policy_version" is not null;