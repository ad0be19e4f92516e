CREATE TABLE "two_factor_sessions" (
	"origin_jti" text PRIMARY KEY NOT NULL,
	"pool" text NOT NULL,
	"sub" uuid NOT NULL,
	"verified_at" timestamp with time zone,
	"code_hmac" text,
	"channel" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"sends" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "two_factor_sessions_sub_idx" ON "two_factor_sessions" USING btree ("sub");