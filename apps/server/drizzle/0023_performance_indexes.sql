CREATE INDEX "charges_due_idx" ON "charges" USING btree ("application_id","due_on");--> statement-breakpoint
CREATE INDEX "payments_day_idx" ON "payments" USING btree ("application_id","paid_on");--> statement-breakpoint
CREATE INDEX "sales_day_idx" ON "sales" USING btree ("application_id","sold_on");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_duration_max" CHECK ("events"."ends_at" <= "events"."starts_at" + interval '7 days');