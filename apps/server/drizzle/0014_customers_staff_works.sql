CREATE TABLE "customers" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"country" text,
	"document_id" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"birth_date" date,
	"level" text,
	"guardian_name" text DEFAULT '' NOT NULL,
	"guardian_phone" text DEFAULT '' NOT NULL,
	"emergency_name" text DEFAULT '' NOT NULL,
	"emergency_phone" text DEFAULT '' NOT NULL,
	"waiver_accepted_on" date,
	"waiver_accepted_by" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_application_id_id_pk" PRIMARY KEY("application_id","id"),
	CONSTRAINT "customers_level_known" CHECK ("customers"."level" in ('beginner', 'intermediate', 'advanced'))
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"functions" text[] NOT NULL,
	"pay_per_lesson_cents" integer,
	"pay_per_event_cents" integer,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"certifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"availability" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"account_id" uuid,
	"notes" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_application_id_id_pk" PRIMARY KEY("application_id","id"),
	CONSTRAINT "staff_functions_known" CHECK (cardinality("staff"."functions") >= 1 and "staff"."functions" <@ array['instructor', 'driver', 'reception', 'other']),
	CONSTRAINT "staff_pay_not_negative" CHECK ("staff"."pay_per_lesson_cents" >= 0 and "staff"."pay_per_event_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "works" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"equipment_id" uuid,
	"equipment_quantity" integer,
	"transport_id" uuid,
	"assignee_id" uuid,
	"due_on" date,
	"priority" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"cost_cents" integer,
	"supplier_id" uuid,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "works_application_id_id_pk" PRIMARY KEY("application_id","id"),
	CONSTRAINT "works_kind_known" CHECK ("works"."kind" in ('maintenance', 'task')),
	CONSTRAINT "works_priority_known" CHECK ("works"."priority" in ('low', 'medium', 'high')),
	CONSTRAINT "works_status_known" CHECK ("works"."status" in ('open', 'in_progress', 'done')),
	CONSTRAINT "works_one_subject" CHECK ("works"."equipment_id" is null or "works"."transport_id" is null),
	CONSTRAINT "works_equipment_quantity" CHECK (("works"."equipment_id" is null and "works"."equipment_quantity" is null) or ("works"."equipment_id" is not null and "works"."equipment_quantity" >= 1)),
	CONSTRAINT "works_cost_not_negative" CHECK ("works"."cost_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- SET NULL names its column: the school column of a composite reference stays.
ALTER TABLE "staff" ADD CONSTRAINT "staff_account_fk" FOREIGN KEY ("application_id","account_id") REFERENCES "public"."memberships"("application_id","account_id") ON DELETE SET NULL ("account_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_equipment_fk" FOREIGN KEY ("application_id","equipment_id") REFERENCES "public"."equipment"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_transport_fk" FOREIGN KEY ("application_id","transport_id") REFERENCES "public"."transports"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_assignee_fk" FOREIGN KEY ("application_id","assignee_id") REFERENCES "public"."staff"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_supplier_fk" FOREIGN KEY ("application_id","supplier_id") REFERENCES "public"."suppliers"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree ("application_id",lower("name"));--> statement-breakpoint
CREATE INDEX "customers_email_idx" ON "customers" USING btree ("application_id",lower("email")) WHERE "customers"."email" <> '';--> statement-breakpoint
CREATE INDEX "customers_phone_idx" ON "customers" USING btree ("application_id","phone") WHERE "customers"."phone" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "staff_name_unique" ON "staff" USING btree ("application_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "staff_account_unique" ON "staff" USING btree ("application_id","account_id");--> statement-breakpoint
CREATE INDEX "works_status_idx" ON "works" USING btree ("application_id","status","due_on");--> statement-breakpoint
CREATE INDEX "works_equipment_idx" ON "works" USING btree ("application_id","equipment_id") WHERE "works"."equipment_id" is not null;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_default_driver_fk" FOREIGN KEY ("application_id","default_driver_id") REFERENCES "public"."staff"("application_id","id") ON DELETE SET NULL ("default_driver_id") ON UPDATE no action;
--> statement-breakpoint
SELECT lineup_make_school_owned('customers');--> statement-breakpoint
SELECT lineup_make_school_owned('staff');--> statement-breakpoint
SELECT lineup_make_school_owned('works');
