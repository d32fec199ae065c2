CREATE TYPE "public"."credit_entry_kind" AS ENUM('grant', 'use', 'return', 'expiry', 'correction');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('cash', 'card', 'mb_way', 'transfer', 'other');--> statement-breakpoint
CREATE TYPE "public"."sale_kind" AS ENUM('package', 'service', 'item');--> statement-breakpoint
CREATE TABLE "charges" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"sale_id" uuid,
	"event_id" uuid,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"due_on" date NOT NULL,
	"reverses_id" uuid,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charges_application_id_id_pk" PRIMARY KEY("application_id","id"),
	CONSTRAINT "charges_sign" CHECK (("charges"."reverses_id" is null) = ("charges"."amount_cents" > 0) and "charges"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "credit_entries" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" "credit_entry_kind" NOT NULL,
	"credits" integer NOT NULL,
	"grant_id" uuid,
	"event_type_id" uuid,
	"expires_on" date,
	"sale_id" uuid,
	"event_id" uuid,
	"effective_on" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_entries_application_id_id_pk" PRIMARY KEY("application_id","id"),
	CONSTRAINT "credit_entries_grant_source" CHECK (("credit_entries"."kind" = 'grant') = ("credit_entries"."grant_id" is null)),
	CONSTRAINT "credit_entries_sign" CHECK (case "credit_entries"."kind" when 'grant' then "credit_entries"."credits" > 0 when 'return' then "credit_entries"."credits" > 0
        when 'correction' then "credit_entries"."credits" <> 0 else "credit_entries"."credits" < 0 end)
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_allocations_application_id_id_pk" PRIMARY KEY("application_id","id"),
	CONSTRAINT "payment_allocations_amount_not_zero" CHECK ("payment_allocations"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" "payment_method" NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_application_id_id_pk" PRIMARY KEY("application_id","id"),
	CONSTRAINT "payments_amount_not_zero" CHECK ("payments"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" "sale_kind" NOT NULL,
	"package_id" uuid,
	"service_id" uuid,
	"item_id" uuid,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"list_price_cents" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"price_reason" text DEFAULT '' NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"sold_on" date NOT NULL,
	"event_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_application_id_id_pk" PRIMARY KEY("application_id","id"),
	CONSTRAINT "sales_product_of_kind" CHECK (("sales"."kind" = 'package') = ("sales"."package_id" is not null)
        and ("sales"."kind" = 'service') = ("sales"."service_id" is not null)
        and ("sales"."kind" = 'item') = ("sales"."item_id" is not null)),
	CONSTRAINT "sales_quantity_positive" CHECK ("sales"."quantity" >= 1),
	CONSTRAINT "sales_prices_not_negative" CHECK ("sales"."list_price_cents" >= 0 and "sales"."unit_price_cents" >= 0),
	CONSTRAINT "sales_total" CHECK ("sales"."discount_cents" >= 0 and "sales"."total_cents" = "sales"."quantity" * "sales"."unit_price_cents" - "sales"."discount_cents" and "sales"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sale_cancellations" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"cancelled_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_cancellations_application_id_id_pk" PRIMARY KEY("application_id","id")
);
--> statement-breakpoint
CREATE TABLE "staff_payments" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" "payment_method" NOT NULL,
	"paid_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_payments_application_id_id_pk" PRIMARY KEY("application_id","id"),
	CONSTRAINT "staff_payments_amount_not_zero" CHECK ("staff_payments"."amount_cents" <> 0)
);
--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "overdue_medium_cents" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "overdue_high_cents" integer DEFAULT 30000 NOT NULL;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_customer_fk" FOREIGN KEY ("application_id","customer_id") REFERENCES "public"."customers"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_sale_fk" FOREIGN KEY ("application_id","sale_id") REFERENCES "public"."sales"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_event_fk" FOREIGN KEY ("application_id","event_id") REFERENCES "public"."events"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_reverses_fk" FOREIGN KEY ("application_id","reverses_id") REFERENCES "public"."charges"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_customer_fk" FOREIGN KEY ("application_id","customer_id") REFERENCES "public"."customers"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_grant_fk" FOREIGN KEY ("application_id","grant_id") REFERENCES "public"."credit_entries"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_event_type_fk" FOREIGN KEY ("application_id","event_type_id") REFERENCES "public"."event_types"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_sale_fk" FOREIGN KEY ("application_id","sale_id") REFERENCES "public"."sales"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_event_fk" FOREIGN KEY ("application_id","event_id") REFERENCES "public"."events"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_fk" FOREIGN KEY ("application_id","payment_id") REFERENCES "public"."payments"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_charge_fk" FOREIGN KEY ("application_id","charge_id") REFERENCES "public"."charges"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_fk" FOREIGN KEY ("application_id","customer_id") REFERENCES "public"."customers"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_customer_fk" FOREIGN KEY ("application_id","customer_id") REFERENCES "public"."customers"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_package_fk" FOREIGN KEY ("application_id","package_id") REFERENCES "public"."packages"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_service_fk" FOREIGN KEY ("application_id","service_id") REFERENCES "public"."services"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_item_fk" FOREIGN KEY ("application_id","item_id") REFERENCES "public"."items"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_event_fk" FOREIGN KEY ("application_id","event_id") REFERENCES "public"."events"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_cancellations" ADD CONSTRAINT "sale_cancellations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_cancellations" ADD CONSTRAINT "sale_cancellations_sale_fk" FOREIGN KEY ("application_id","sale_id") REFERENCES "public"."sales"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_payments" ADD CONSTRAINT "staff_payments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_payments" ADD CONSTRAINT "staff_payments_staff_fk" FOREIGN KEY ("application_id","staff_id") REFERENCES "public"."staff"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charges_customer_idx" ON "charges" USING btree ("application_id","customer_id","due_on");--> statement-breakpoint
CREATE INDEX "charges_event_idx" ON "charges" USING btree ("application_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charges_reverses_key" ON "charges" USING btree ("application_id","reverses_id");--> statement-breakpoint
CREATE INDEX "credit_entries_customer_idx" ON "credit_entries" USING btree ("application_id","customer_id");--> statement-breakpoint
CREATE INDEX "credit_entries_grant_idx" ON "credit_entries" USING btree ("application_id","grant_id");--> statement-breakpoint
CREATE INDEX "credit_entries_event_idx" ON "credit_entries" USING btree ("application_id","event_id");--> statement-breakpoint
CREATE INDEX "credit_entries_sale_idx" ON "credit_entries" USING btree ("application_id","sale_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_payment_idx" ON "payment_allocations" USING btree ("application_id","payment_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_charge_idx" ON "payment_allocations" USING btree ("application_id","charge_id");--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("application_id","customer_id","paid_on");--> statement-breakpoint
CREATE INDEX "sales_customer_idx" ON "sales" USING btree ("application_id","customer_id","sold_on");--> statement-breakpoint
CREATE INDEX "sales_package_idx" ON "sales" USING btree ("application_id","package_id");--> statement-breakpoint
CREATE INDEX "sales_service_idx" ON "sales" USING btree ("application_id","service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_cancellations_sale_key" ON "sale_cancellations" USING btree ("application_id","sale_id");--> statement-breakpoint
CREATE INDEX "staff_payments_staff_idx" ON "staff_payments" USING btree ("application_id","staff_id","paid_on");--> statement-breakpoint
ALTER TABLE "school_settings" ADD CONSTRAINT "school_settings_overdue_amount_order" CHECK ("school_settings"."overdue_medium_cents" >= 0 and "school_settings"."overdue_high_cents" > "school_settings"."overdue_medium_cents");--> statement-breakpoint
SELECT lineup_make_school_owned('sales');--> statement-breakpoint
SELECT lineup_make_school_owned('charges');--> statement-breakpoint
SELECT lineup_make_school_owned('credit_entries');--> statement-breakpoint
SELECT lineup_make_school_owned('payments');--> statement-breakpoint
SELECT lineup_make_school_owned('sale_cancellations');--> statement-breakpoint
SELECT lineup_make_school_owned('payment_allocations');--> statement-breakpoint
SELECT lineup_make_school_owned('staff_payments');
