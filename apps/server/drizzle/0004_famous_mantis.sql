CREATE SEQUENCE "public"."policy_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "alteration_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"change" jsonb NOT NULL,
	"policy_version" integer NOT NULL,
	"current_premium" integer NOT NULL,
	"new_premium" integer NOT NULL,
	"current_sum_assured" integer NOT NULL,
	"new_sum_assured" integer NOT NULL,
	"result" jsonb NOT NULL,
	"summary" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line" text NOT NULL,
	"quote_package_id" uuid NOT NULL,
	"policy_holder_id" uuid NOT NULL,
	"package_name" text NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"billing_day" integer,
	"payment_method_id" uuid,
	"sum_assured" integer NOT NULL,
	"base_premium" integer NOT NULL,
	"monthly_premium" integer NOT NULL,
	"rate_table_version" text NOT NULL,
	"quote" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"call_centre" boolean DEFAULT false NOT NULL,
	"declaration_form_provided" boolean DEFAULT false NOT NULL,
	"declaration_accepted_at" timestamp with time zone,
	"policy_id" uuid,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beneficiaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"relation" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"id_number" text,
	"email" text,
	"mobile" text,
	"alternate_mobile" text,
	"percentage" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"due_date" date NOT NULL,
	"payment_method_id" uuid,
	"failure_reason" text,
	"attempted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_holder_id" uuid NOT NULL,
	"type" text NOT NULL,
	"bank_name" text,
	"branch_code" text,
	"account_holder_name" text,
	"account_number" text,
	"account_type" text,
	"debit_order_date" integer,
	"salary_reference_number" text,
	"failing" boolean DEFAULT false NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"blocked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_number" text NOT NULL,
	"line" text NOT NULL,
	"application_id" uuid NOT NULL,
	"policy_holder_id" uuid NOT NULL,
	"package_name" text NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"cover_type" text NOT NULL,
	"cover_option" text NOT NULL,
	"sum_assured" integer NOT NULL,
	"base_premium" integer NOT NULL,
	"monthly_premium" integer NOT NULL,
	"rate_table_version" text NOT NULL,
	"module" jsonb NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"billing_day" integer NOT NULL,
	"next_billing_date" date,
	"start_date" date NOT NULL,
	"cooling_off_ends_on" date NOT NULL,
	"natural_death_waiting_ends_on" date NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"payment_method_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancellation_reason" text,
	"cancellation_comment" text,
	"lapsed_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policies_policy_number_unique" UNIQUE("policy_number"),
	CONSTRAINT "policies_application_id_unique" UNIQUE("application_id")
);
--> statement-breakpoint
CREATE TABLE "policy_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"role" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"id_number" text,
	"date_of_birth" date NOT NULL,
	"relation" text,
	"coverage_option" text NOT NULL,
	"is_studying" boolean DEFAULT false NOT NULL,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"cover_amount" integer NOT NULL,
	"accidental_cover_amount" integer NOT NULL,
	"premium" integer NOT NULL,
	"age" integer NOT NULL,
	"position" integer NOT NULL,
	"added_on" date NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid,
	"application_id" uuid,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line" text NOT NULL,
	"package_name" text NOT NULL,
	"channel" text NOT NULL,
	"owner_pool" text NOT NULL,
	"owner_sub" text NOT NULL,
	"input" jsonb NOT NULL,
	"quote" jsonb NOT NULL,
	"sum_assured" integer NOT NULL,
	"base_premium" integer NOT NULL,
	"suggested_premium" integer NOT NULL,
	"billing_frequency" text NOT NULL,
	"rate_table_version" text NOT NULL,
	"quoted_on" date NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alteration_packages" ADD CONSTRAINT "alteration_packages_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_quote_package_id_quote_packages_id_fk" FOREIGN KEY ("quote_package_id") REFERENCES "public"."quote_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_policy_holder_id_policy_holders_id_fk" FOREIGN KEY ("policy_holder_id") REFERENCES "public"."policy_holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_policy_holder_id_policy_holders_id_fk" FOREIGN KEY ("policy_holder_id") REFERENCES "public"."policy_holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_policy_holder_id_policy_holders_id_fk" FOREIGN KEY ("policy_holder_id") REFERENCES "public"."policy_holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_members" ADD CONSTRAINT "policy_members_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_notes" ADD CONSTRAINT "policy_notes_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_notes" ADD CONSTRAINT "policy_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alteration_packages_policy_idx" ON "alteration_packages" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "applications_holder_idx" ON "applications" USING btree ("policy_holder_id","created_at");--> statement-breakpoint
CREATE INDEX "beneficiaries_policy_idx" ON "beneficiaries" USING btree ("policy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_premium_due_idx" ON "collections" USING btree ("policy_id","due_date") WHERE "collections"."type" = 'premium';--> statement-breakpoint
CREATE INDEX "collections_policy_idx" ON "collections" USING btree ("policy_id","due_date");--> statement-breakpoint
CREATE INDEX "policies_holder_idx" ON "policies" USING btree ("policy_holder_id","created_at");--> statement-breakpoint
CREATE INDEX "policies_billing_idx" ON "policies" USING btree ("status","next_billing_date");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_one_free_benefit_idx" ON "policies" USING btree ("policy_holder_id") WHERE "policies"."package_name" = 'TELKOM_FREE_BENEFIT' and "policies"."status" <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "policy_members_policy_idx" ON "policy_members" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "policy_notes_policy_idx" ON "policy_notes" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "quote_packages_owner_idx" ON "quote_packages" USING btree ("owner_pool","owner_sub");