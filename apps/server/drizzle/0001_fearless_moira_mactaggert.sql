CREATE TABLE "idp_auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_hash" text NOT NULL,
	"pool" text NOT NULL,
	"client_id" text NOT NULL,
	"user_id" uuid,
	"username" text NOT NULL,
	"challenge" text NOT NULL,
	"state" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idp_auth_sessions_session_hash_unique" UNIQUE("session_hash")
);
--> statement-breakpoint
CREATE TABLE "idp_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"pool" text NOT NULL,
	"client_id" text NOT NULL,
	"origin_jti" text NOT NULL,
	"auth_time" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idp_refresh_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "idp_refresh_tokens_origin_jti_unique" UNIQUE("origin_jti")
);
--> statement-breakpoint
CREATE TABLE "idp_signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"alg" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idp_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pool" text NOT NULL,
	"username" text NOT NULL,
	"username_key" text NOT NULL,
	"alias_key" text,
	"status" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pending_attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"password_salt" text NOT NULL,
	"password_verifier" text NOT NULL,
	"password_changed_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"mfa_enabled" text[] DEFAULT '{}' NOT NULL,
	"mfa_preferred" text,
	"totp_secret" text,
	"totp_pending_secret" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idp_auth_sessions" ADD CONSTRAINT "idp_auth_sessions_user_id_idp_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."idp_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp_codes" ADD CONSTRAINT "idp_codes_user_id_idp_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."idp_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp_refresh_tokens" ADD CONSTRAINT "idp_refresh_tokens_user_id_idp_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."idp_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idp_auth_sessions_expires_idx" ON "idp_auth_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "idp_codes_user_purpose_idx" ON "idp_codes" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "idp_codes_user_created_idx" ON "idp_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "idp_refresh_tokens_user_idx" ON "idp_refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idp_users_pool_username_idx" ON "idp_users" USING btree ("pool","username_key");--> statement-breakpoint
CREATE UNIQUE INDEX "idp_users_pool_alias_idx" ON "idp_users" USING btree ("pool","alias_key");