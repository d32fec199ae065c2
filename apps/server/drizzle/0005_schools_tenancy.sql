-- Invitations and a school's audit entries are school-owned: row-level security keeps
-- each school to its own. Platform entries (no school) are read by the platform role only.
ALTER TABLE invitations ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE invitations FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY invitations_tenant ON invitations
  USING (application_id = app_school())
  WITH CHECK (application_id = app_school());--> statement-breakpoint
ALTER TABLE audit_log ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE audit_log FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY audit_log_tenant ON audit_log
  USING (application_id = app_school())
  WITH CHECK (application_id = app_school());
