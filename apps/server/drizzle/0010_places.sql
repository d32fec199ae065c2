CREATE TYPE "public"."place_type" AS ENUM('beach', 'school', 'meeting_point', 'other');--> statement-breakpoint
CREATE TABLE "places" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" "place_type" NOT NULL,
	"country" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"capacity" integer,
	"notes" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "places_application_id_id_pk" PRIMARY KEY("application_id","id")
);
--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "places_name_unique" ON "places" USING btree ("application_id",lower("name"));--> statement-breakpoint
-- School-owned: row-level security, its policy and grants (0009).
SELECT lineup_make_school_owned('places');
