-- The limits that guard accounts (the sign-in calls' per-address limits) are counted here on
-- PostgreSQL, so that they hold across every instance serving one database. A key is the limited
-- call and the client's address; its hits count within a window that ends at window_ends_at. No
-- school's data: no row-level security. The app role's rights come from the default privileges.
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_ends_at_idx" ON "rate_limit_hits" USING btree ("window_ends_at");
