CREATE TABLE "event_customers" (
	"application_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"attendance" text DEFAULT 'booked' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_customers_application_id_event_id_customer_id_pk" PRIMARY KEY("application_id","event_id","customer_id"),
	CONSTRAINT "event_customers_attendance_known" CHECK ("event_customers"."attendance" in ('booked', 'attended', 'no_show', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "event_staff" (
	"application_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"role" text NOT NULL,
	"pay_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_staff_application_id_event_id_staff_id_pk" PRIMARY KEY("application_id","event_id","staff_id"),
	CONSTRAINT "event_staff_role_known" CHECK ("event_staff"."role" in ('instructor', 'assistant', 'driver')),
	CONSTRAINT "event_staff_pay_not_negative" CHECK ("event_staff"."pay_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"event_type_id" uuid NOT NULL,
	"title" text NOT NULL,
	"place_id" uuid NOT NULL,
	"room_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"color" text,
	"capacity" integer,
	"comments" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_application_id_id_pk" PRIMARY KEY("application_id","id"),
	CONSTRAINT "events_status_known" CHECK ("events"."status" in ('scheduled', 'cancelled')),
	CONSTRAINT "events_ends_after_start" CHECK ("events"."ends_at" > "events"."starts_at"),
	CONSTRAINT "events_color_hex" CHECK ("events"."color" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "events_capacity_positive" CHECK ("events"."capacity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "event_customers" ADD CONSTRAINT "event_customers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_customers" ADD CONSTRAINT "event_customers_event_fk" FOREIGN KEY ("application_id","event_id") REFERENCES "public"."events"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_customers" ADD CONSTRAINT "event_customers_customer_fk" FOREIGN KEY ("application_id","customer_id") REFERENCES "public"."customers"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_staff" ADD CONSTRAINT "event_staff_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_staff" ADD CONSTRAINT "event_staff_event_fk" FOREIGN KEY ("application_id","event_id") REFERENCES "public"."events"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_staff" ADD CONSTRAINT "event_staff_staff_fk" FOREIGN KEY ("application_id","staff_id") REFERENCES "public"."staff"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_type_fk" FOREIGN KEY ("application_id","event_type_id") REFERENCES "public"."event_types"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_place_fk" FOREIGN KEY ("application_id","place_id") REFERENCES "public"."places"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_room_fk" FOREIGN KEY ("application_id","room_id") REFERENCES "public"."rooms"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_customers_customer_idx" ON "event_customers" USING btree ("application_id","customer_id");--> statement-breakpoint
CREATE INDEX "event_staff_staff_idx" ON "event_staff" USING btree ("application_id","staff_id");--> statement-breakpoint
CREATE INDEX "events_time_idx" ON "events" USING btree ("application_id","starts_at");--> statement-breakpoint
SELECT lineup_make_school_owned('events');--> statement-breakpoint
SELECT lineup_make_school_owned('event_customers');--> statement-breakpoint
SELECT lineup_make_school_owned('event_staff');
