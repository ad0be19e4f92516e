ALTER TABLE "devices" ADD COLUMN "price_version" text DEFAULT 'catalogue-2026-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "priced_on" date DEFAULT '2026-01-01' NOT NULL;--> statement-breakpoint
CREATE INDEX "insured_items_imei_idx" ON "insured_items" USING btree (("data" ->> 'imei')) WHERE "insured_items"."kind" = 'phone';