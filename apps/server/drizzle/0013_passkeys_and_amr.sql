CREATE TABLE "idp_webauthn_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"pool" text NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" integer DEFAULT 0 NOT NULL,
	"transports" text[] DEFAULT '{}' NOT NULL,
	"attachment" text,
	"friendly_name" text NOT NULL,
	"relying_party_id" text NOT NULL,
	"backed_up" boolean DEFAULT false NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idp_refresh_tokens" ADD COLUMN "amr" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "idp_webauthn_credentials" ADD CONSTRAINT "idp_webauthn_credentials_user_id_idp_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."idp_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idp_webauthn_credentials_credential_idx" ON "idp_webauthn_credentials" USING btree ("pool","credential_id");--> statement-breakpoint
CREATE INDEX "idp_webauthn_credentials_user_idx" ON "idp_webauthn_credentials" USING btree ("user_id");