ALTER TYPE "public"."account_token_purpose" ADD VALUE 'password_reset';--> statement-breakpoint
ALTER TYPE "public"."account_token_purpose" ADD VALUE 'unlock';--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"account_id" uuid NOT NULL,
	"client" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_failures_account_id_client_pk" PRIMARY KEY("account_id","client")
);
--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD CONSTRAINT "sign_in_failures_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;