-- Tenancy: the app runs as lineup_app (no superuser, no BYPASSRLS), so row-level security
-- holds for every query it makes; cross-school platform work runs as lineup_platform.
DO $$
BEGIN
  BEGIN
    CREATE ROLE lineup_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
  END;
  BEGIN
    CREATE ROLE lineup_platform NOLOGIN NOSUPERUSER BYPASSRLS NOCREATEDB NOCREATEROLE;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
  END;
END
$$;--> statement-breakpoint
GRANT lineup_app, lineup_platform TO CURRENT_USER;--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO lineup_app, lineup_platform;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO lineup_app, lineup_platform;--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO lineup_app, lineup_platform;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO lineup_app, lineup_platform;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO lineup_app, lineup_platform;--> statement-breakpoint
GRANT USAGE ON SCHEMA drizzle TO lineup_platform;--> statement-breakpoint
GRANT SELECT ON ALL TABLES IN SCHEMA drizzle TO lineup_platform;--> statement-breakpoint
CREATE FUNCTION app_school() RETURNS uuid LANGUAGE sql STABLE AS
  $$ SELECT nullif(current_setting('app.school', true), '')::uuid $$;--> statement-breakpoint
CREATE FUNCTION app_account() RETURNS uuid LANGUAGE sql STABLE AS
  $$ SELECT nullif(current_setting('app.account', true), '')::uuid $$;--> statement-breakpoint
ALTER TABLE memberships ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE memberships FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY memberships_tenant ON memberships
  USING (application_id = app_school() OR account_id = app_account())
  WITH CHECK (application_id = app_school());--> statement-breakpoint
ALTER TABLE applications ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE applications FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY applications_tenant ON applications
  USING (
    id = app_school()
    OR owner_account_id = app_account()
    OR EXISTS (SELECT 1 FROM memberships m WHERE m.application_id = applications.id AND m.account_id = app_account())
  )
  WITH CHECK (id = app_school() OR owner_account_id = app_account());
