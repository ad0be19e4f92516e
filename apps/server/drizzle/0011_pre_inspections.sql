CREATE TABLE "inspection_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pre_inspection_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"original_content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"full_blob_key" text NOT NULL,
	"preview_blob_key" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inspection_photos_kind_unique" UNIQUE("pre_inspection_id","kind")
);
--> statement-breakpoint
CREATE TABLE "inspection_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pre_inspection_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"size" integer NOT NULL,
	"offset" integer DEFAULT 0 NOT NULL,
	"content_type" text NOT NULL,
	"part_keys" text[] DEFAULT '{}' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_uploads_offset_check" CHECK ("inspection_uploads"."offset" >= 0 and "inspection_uploads"."offset" <= "inspection_uploads"."size")
);
--> statement-breakpoint
CREATE TABLE "pre_inspections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_holder_id" uuid NOT NULL,
	"line" text DEFAULT 'motor' NOT NULL,
	"assessment_type" text NOT NULL,
	"assessment_status" text NOT NULL,
	"rejection_reason" text,
	"assessed_by" text,
	"assessed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"color" text NOT NULL,
	"registration_no" text NOT NULL,
	"vin_no" text NOT NULL,
	"engine_no" text NOT NULL,
	"licence_no" text NOT NULL,
	"odometer_value" integer NOT NULL,
	"manufacturing_year" integer NOT NULL,
	"vehicle_registration_year" integer NOT NULL,
	"vehicle_registration_month" integer NOT NULL,
	"estimated_retail_price_cents" integer NOT NULL,
	"claim_id" uuid,
	"mobile" text,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"sms_sent_at" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pre_inspections_odometer_check" CHECK ("pre_inspections"."odometer_value" >= 0),
	CONSTRAINT "pre_inspections_price_check" CHECK ("pre_inspections"."estimated_retail_price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_pre_inspection_id_pre_inspections_id_fk" FOREIGN KEY ("pre_inspection_id") REFERENCES "public"."pre_inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_uploads" ADD CONSTRAINT "inspection_uploads_pre_inspection_id_pre_inspections_id_fk" FOREIGN KEY ("pre_inspection_id") REFERENCES "public"."pre_inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_inspections" ADD CONSTRAINT "pre_inspections_policy_holder_id_policy_holders_id_fk" FOREIGN KEY ("policy_holder_id") REFERENCES "public"."policy_holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_inspections" ADD CONSTRAINT "pre_inspections_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspection_uploads_inspection_idx" ON "inspection_uploads" USING btree ("pre_inspection_id","kind");--> statement-breakpoint
CREATE INDEX "pre_inspections_holder_idx" ON "pre_inspections" USING btree ("policy_holder_id","created_at");--> statement-breakpoint
CREATE INDEX "pre_inspections_vin_idx" ON "pre_inspections" USING btree ("vin_no");--> statement-breakpoint
CREATE INDEX "pre_inspections_status_idx" ON "pre_inspections" USING btree ("assessment_status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pre_inspections_token_hash_idx" ON "pre_inspections" USING btree ("token_hash") WHERE "pre_inspections"."token_hash" is not null;