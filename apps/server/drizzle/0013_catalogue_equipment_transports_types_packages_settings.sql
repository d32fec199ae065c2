CREATE TYPE "public"."board_construction" AS ENUM('softtop', 'epoxy', 'pu');--> statement-breakpoint
CREATE TYPE "public"."equipment_category" AS ENUM('board', 'wetsuit', 'accessory', 'other');--> statement-breakpoint
CREATE TYPE "public"."equipment_condition" AS ENUM('new', 'good', 'fair', 'worn');--> statement-breakpoint
CREATE TYPE "public"."wetsuit_size" AS ENUM('XS', 'S', 'M', 'L', 'XL', 'XXL', 'K6', 'K8', 'K10', 'K12', 'K14');--> statement-breakpoint
CREATE TYPE "public"."event_type_kind" AS ENUM('lesson', 'event');--> statement-breakpoint
CREATE TYPE "public"."level" AS ENUM('all', 'beginner', 'intermediate', 'advanced');--> statement-breakpoint
CREATE TYPE "public"."catalogue_status" AS ENUM('active', 'archived');--> statement-breakpoint
CREATE TABLE "equipment" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" "equipment_category" NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"board_length_inches" integer,
	"board_volume_litres" numeric(5, 1),
	"board_construction" "board_construction",
	"wetsuit_size" "wetsuit_size",
	"wetsuit_thickness" text DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"out_of_use" integer DEFAULT 0 NOT NULL,
	"supplier_id" uuid,
	"purchase_date" date,
	"purchase_price_cents" integer,
	"condition" "equipment_condition" DEFAULT 'good' NOT NULL,
	"storage_place_id" uuid,
	"storage_room_id" uuid,
	"notes" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipment_application_id_id_pk" PRIMARY KEY("application_id","id"),
	CONSTRAINT "equipment_quantity_counts" CHECK ("equipment"."out_of_use" >= 0 and "equipment"."out_of_use" <= "equipment"."quantity"),
	CONSTRAINT "equipment_purchase_price_not_negative" CHECK ("equipment"."purchase_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transports" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"name" text NOT NULL,
	"plate" text DEFAULT '' NOT NULL,
	"seats" integer NOT NULL,
	"default_driver_id" uuid,
	"notes" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transports_application_id_id_pk" PRIMARY KEY("application_id","id"),
	CONSTRAINT "transports_seats_positive" CHECK ("transports"."seats" >= 1)
);
--> statement-breakpoint
CREATE TABLE "event_types" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" "event_type_kind" NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"capacity" integer,
	"students_per_instructor" integer DEFAULT 6 NOT NULL,
	"level" "level" DEFAULT 'all' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"credits_per_attendance" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_types_application_id_id_pk" PRIMARY KEY("application_id","id"),
	CONSTRAINT "event_types_kind_key" UNIQUE("application_id","id","kind"),
	CONSTRAINT "event_types_color_hex" CHECK ("event_types"."color" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "event_types_duration_positive" CHECK ("event_types"."duration_minutes" > 0),
	CONSTRAINT "event_types_price_not_negative" CHECK ("event_types"."price_cents" >= 0),
	CONSTRAINT "event_types_students_per_instructor_positive" CHECK ("event_types"."students_per_instructor" >= 1),
	CONSTRAINT "event_types_credits_not_negative" CHECK ("event_types"."credits_per_attendance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"name" text NOT NULL,
	"lesson_type_id" uuid,
	"lesson_type_kind" "event_type_kind" DEFAULT 'lesson' NOT NULL,
	"credits" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"validity_days" integer,
	"description" text DEFAULT '' NOT NULL,
	"status" "catalogue_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_application_id_id_pk" PRIMARY KEY("application_id","id"),
	CONSTRAINT "packages_lesson_type_kind" CHECK ("packages"."lesson_type_kind" = 'lesson'),
	CONSTRAINT "packages_credits_positive" CHECK ("packages"."credits" >= 1),
	CONSTRAINT "packages_price_not_negative" CHECK ("packages"."price_cents" >= 0),
	CONSTRAINT "packages_validity_positive" CHECK ("packages"."validity_days" >= 1)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" "catalogue_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_application_id_id_pk" PRIMARY KEY("application_id","id"),
	CONSTRAINT "services_price_not_negative" CHECK ("services"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "school_settings" (
	"application_id" uuid NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"country" text,
	"logo" text,
	"pay_per_lesson_cents" integer DEFAULT 0 NOT NULL,
	"pay_per_event_cents" integer DEFAULT 0 NOT NULL,
	"credits_per_lesson" integer DEFAULT 1 NOT NULL,
	"no_show_uses_credit" boolean DEFAULT true NOT NULL,
	"overdue_medium_days" integer DEFAULT 15 NOT NULL,
	"overdue_high_days" integer DEFAULT 30 NOT NULL,
	"map_latitude" double precision,
	"map_longitude" double precision,
	"map_zoom" integer DEFAULT 12 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_settings_application_id_pk" PRIMARY KEY("application_id"),
	CONSTRAINT "school_settings_pay_not_negative" CHECK ("school_settings"."pay_per_lesson_cents" >= 0 and "school_settings"."pay_per_event_cents" >= 0),
	CONSTRAINT "school_settings_credits_not_negative" CHECK ("school_settings"."credits_per_lesson" >= 0),
	CONSTRAINT "school_settings_overdue_order" CHECK ("school_settings"."overdue_medium_days" >= 1 and "school_settings"."overdue_high_days" > "school_settings"."overdue_medium_days"),
	CONSTRAINT "school_settings_map_zoom" CHECK ("school_settings"."map_zoom" between 1 and 19),
	CONSTRAINT "school_settings_map_centre" CHECK (("school_settings"."map_latitude" is null) = ("school_settings"."map_longitude" is null))
);
--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_supplier_fk" FOREIGN KEY ("application_id","supplier_id") REFERENCES "public"."suppliers"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_storage_place_fk" FOREIGN KEY ("application_id","storage_place_id") REFERENCES "public"."places"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_storage_room_fk" FOREIGN KEY ("application_id","storage_room_id") REFERENCES "public"."rooms"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_lesson_type_fk" FOREIGN KEY ("application_id","lesson_type_id","lesson_type_kind") REFERENCES "public"."event_types"("application_id","id","kind") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_settings" ADD CONSTRAINT "school_settings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_name_unique" ON "equipment" USING btree ("application_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "transports_name_unique" ON "transports" USING btree ("application_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "transports_plate_unique" ON "transports" USING btree ("application_id",upper("plate")) WHERE "transports"."plate" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "event_types_name_unique" ON "event_types" USING btree ("application_id","kind",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "packages_name_unique" ON "packages" USING btree ("application_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "services_name_unique" ON "services" USING btree ("application_id",lower("name"));--> statement-breakpoint
-- School-owned: row-level security, its policy and grants (0009).
SELECT lineup_make_school_owned('equipment');--> statement-breakpoint
SELECT lineup_make_school_owned('transports');--> statement-breakpoint
SELECT lineup_make_school_owned('event_types');--> statement-breakpoint
SELECT lineup_make_school_owned('packages');--> statement-breakpoint
SELECT lineup_make_school_owned('services');--> statement-breakpoint
SELECT lineup_make_school_owned('school_settings');
--> statement-breakpoint
-- Every school has its settings row from the start, holding the defaults until it saves its own.
INSERT INTO school_settings (application_id) SELECT id FROM applications;--> statement-breakpoint
CREATE FUNCTION school_settings_for_new_school() RETURNS trigger
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  INSERT INTO school_settings (application_id) VALUES (NEW.id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER applications_settings AFTER INSERT ON applications
  FOR EACH ROW EXECUTE FUNCTION school_settings_for_new_school();
