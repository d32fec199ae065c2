CREATE TABLE "event_equipment" (
	"application_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"equipment_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_equipment_application_id_event_id_equipment_id_pk" PRIMARY KEY("application_id","event_id","equipment_id"),
	CONSTRAINT "event_equipment_quantity_positive" CHECK ("event_equipment"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "event_transports" (
	"application_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"transport_id" uuid NOT NULL,
	"driver_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_transports_application_id_event_id_transport_id_pk" PRIMARY KEY("application_id","event_id","transport_id")
);
--> statement-breakpoint
ALTER TABLE "event_equipment" ADD CONSTRAINT "event_equipment_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_equipment" ADD CONSTRAINT "event_equipment_event_fk" FOREIGN KEY ("application_id","event_id") REFERENCES "public"."events"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_equipment" ADD CONSTRAINT "event_equipment_equipment_fk" FOREIGN KEY ("application_id","equipment_id") REFERENCES "public"."equipment"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_transports" ADD CONSTRAINT "event_transports_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_transports" ADD CONSTRAINT "event_transports_event_fk" FOREIGN KEY ("application_id","event_id") REFERENCES "public"."events"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_transports" ADD CONSTRAINT "event_transports_transport_fk" FOREIGN KEY ("application_id","transport_id") REFERENCES "public"."transports"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_transports" ADD CONSTRAINT "event_transports_driver_fk" FOREIGN KEY ("application_id","driver_id") REFERENCES "public"."staff"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_equipment_equipment_idx" ON "event_equipment" USING btree ("application_id","equipment_id");--> statement-breakpoint
CREATE INDEX "event_transports_transport_idx" ON "event_transports" USING btree ("application_id","transport_id");--> statement-breakpoint
SELECT lineup_make_school_owned('event_equipment');--> statement-breakpoint
SELECT lineup_make_school_owned('event_transports');
