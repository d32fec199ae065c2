ALTER TABLE "events" ADD COLUMN "series_id" uuid;--> statement-breakpoint
CREATE INDEX "events_series_idx" ON "events" USING btree ("application_id","series_id","starts_at");