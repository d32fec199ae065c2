-- Both activity logs page by keyset on (time, id), newest first (no count, no offset).
DROP INDEX "audit_log_school_idx";--> statement-breakpoint
-- Each school's size, measured in the background and on a Master's detail view, read cheaply by the admin list.
ALTER TABLE "applications" ADD COLUMN "database_size" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "database_size_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_school_idx" ON "audit_log" USING btree ("application_id","created_at","id");