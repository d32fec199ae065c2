CREATE TABLE "assistant_actions" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"input" jsonb NOT NULL,
	"preview" jsonb NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_actions_application_id_id_pk" PRIMARY KEY("application_id","id"),
	CONSTRAINT "assistant_actions_status_known" CHECK ("assistant_actions"."status" in ('proposed', 'confirmed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "assistant_messages" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_messages_application_id_id_pk" PRIMARY KEY("application_id","id"),
	CONSTRAINT "assistant_messages_author_known" CHECK ("assistant_messages"."author" in ('user', 'assistant'))
);
--> statement-breakpoint
ALTER TABLE "assistant_actions" ADD CONSTRAINT "assistant_actions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_actions" ADD CONSTRAINT "assistant_actions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_actions_account_idx" ON "assistant_actions" USING btree ("application_id","account_id","created_at");--> statement-breakpoint
CREATE INDEX "assistant_messages_account_idx" ON "assistant_messages" USING btree ("application_id","account_id","created_at");--> statement-breakpoint
SELECT lineup_make_school_owned('assistant_messages');--> statement-breakpoint
SELECT lineup_make_school_owned('assistant_actions');