CREATE TABLE "rooms" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"name" text NOT NULL,
	"place_id" uuid NOT NULL,
	"capacity" integer,
	"notes" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_application_id_id_pk" PRIMARY KEY("application_id","id")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"name" text NOT NULL,
	"contact_person" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"tax_id" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_application_id_id_pk" PRIMARY KEY("application_id","id")
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"supplier_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_application_id_id_pk" PRIMARY KEY("application_id","id"),
	CONSTRAINT "items_stock_not_negative" CHECK ("items"."stock" >= 0),
	CONSTRAINT "items_price_not_negative" CHECK ("items"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_place_fk" FOREIGN KEY ("application_id","place_id") REFERENCES "public"."places"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_supplier_fk" FOREIGN KEY ("application_id","supplier_id") REFERENCES "public"."suppliers"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_name_unique" ON "rooms" USING btree ("application_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_name_unique" ON "suppliers" USING btree ("application_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "items_name_unique" ON "items" USING btree ("application_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "items_sku_unique" ON "items" USING btree ("application_id",lower("sku")) WHERE "items"."sku" <> '';--> statement-breakpoint
-- School-owned: row-level security, its policy and grants (0009).
SELECT lineup_make_school_owned('rooms');--> statement-breakpoint
SELECT lineup_make_school_owned('suppliers');--> statement-breakpoint
SELECT lineup_make_school_owned('items');
