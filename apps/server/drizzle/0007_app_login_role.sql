-- One pending school request per account: parallel requests used to make several. Any
-- duplicates left by them are closed, keeping the oldest, before the index holds.
UPDATE "applications" SET "status" = 'inactive'
WHERE "status" = 'pending'
  AND EXISTS (
    SELECT 1 FROM "applications" older
    WHERE older."owner_account_id" = "applications"."owner_account_id"
      AND older."status" = 'pending'
      AND (older."created_at", older."id") < ("applications"."created_at", "applications"."id")
  );--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_pending_per_owner" ON "applications" USING btree ("owner_account_id") WHERE "applications"."status" = 'pending';--> statement-breakpoint
-- The app's pool logs in as lineup_app itself (no superuser, no BYPASSRLS, no CREATEROLE),
-- so RESET ROLE leads back to lineup_app and never to the migration user. lineup_app may
-- switch to lineup_platform for cross-school work (asPlatform). Roles are shared by every
-- database of the server, so each change runs only when needed and tolerates another
-- migration making it at the same moment.
DO $$
BEGIN
  -- NOINHERIT: lineup_app may switch to lineup_platform but never holds its privileges
  -- without switching. Set before the grant, which takes its default from it.
  IF NOT (SELECT rolcanlogin AND NOT rolinherit FROM pg_roles WHERE rolname = 'lineup_app') THEN
    BEGIN
      ALTER ROLE lineup_app LOGIN NOINHERIT;
    EXCEPTION WHEN internal_error OR unique_violation THEN NULL;
    END;
  END IF;
  IF NOT pg_has_role('lineup_app', 'lineup_platform', 'MEMBER') THEN
    BEGIN
      GRANT lineup_platform TO lineup_app;
    EXCEPTION WHEN internal_error OR unique_violation OR duplicate_object THEN NULL;
    END;
  END IF;
END
$$;--> statement-breakpoint
-- Only platform work creates, removes or moves a school along its statuses: a school's own
-- transaction reads it and may change its settings, never its status or owner.
DROP POLICY applications_tenant ON applications;--> statement-breakpoint
CREATE POLICY applications_tenant_read ON applications FOR SELECT
  USING (
    id = app_school()
    OR owner_account_id = app_account()
    OR EXISTS (SELECT 1 FROM memberships m WHERE m.application_id = applications.id AND m.account_id = app_account())
  );--> statement-breakpoint
CREATE POLICY applications_tenant_update ON applications FOR UPDATE
  USING (id = app_school())
  WITH CHECK (id = app_school());--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE ON applications FROM lineup_app;--> statement-breakpoint
GRANT UPDATE (name, timezone, currency) ON applications TO lineup_app;
