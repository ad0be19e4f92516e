CREATE SEQUENCE "public"."application_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "application_number" text;--> statement-breakpoint
UPDATE "applications" SET "application_number" = numbered."number" FROM (
  SELECT "id", 'APP-' || to_char("created_at" at time zone 'Africa/Johannesburg', 'YYYY') || '-' || lpad(nextval('application_number_seq')::text, 6, '0') AS "number"
  FROM (SELECT "id", "created_at" FROM "applications" ORDER BY "created_at", "id") AS oldest_first
) AS numbered WHERE numbered."id" = "applications"."id";--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "application_number" SET DEFAULT ('APP-' || to_char(now() at time zone 'Africa/Johannesburg', 'YYYY') || '-' || lpad(nextval('application_number_seq')::text, 6, '0'));--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "application_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_application_number_unique" UNIQUE("application_number");
