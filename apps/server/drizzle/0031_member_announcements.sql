-- The members list of a school is kept between its changes as the school's other answers are
-- (http/kept-answers.ts): a school's memberships announce their changes on lineup_school as the
-- tables of migration 0026 do, and an account whose name or e-mail changes announces every school
-- it is a member of (those are the list's other columns). An account removed takes its memberships
-- with it, and their removal announces. Other changes to an account (its password, its sign-ins)
-- announce nothing.
CREATE TRIGGER memberships_announce_school_insert AFTER INSERT ON memberships REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_school_change();--> statement-breakpoint
CREATE TRIGGER memberships_announce_school_update AFTER UPDATE ON memberships REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_school_change();--> statement-breakpoint
CREATE TRIGGER memberships_announce_school_delete AFTER DELETE ON memberships REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_school_change();--> statement-breakpoint
CREATE TRIGGER memberships_announce_school_truncate AFTER TRUNCATE ON memberships
  FOR EACH STATEMENT EXECUTE FUNCTION announce_school_change();--> statement-breakpoint
-- The account's memberships are read whatever school the changing call works in (row-level security
-- would show it only the current school's): the function runs as its owner, and only as a trigger.
CREATE FUNCTION announce_account_schools() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM pg_notify('lineup_school', m.application_id::text) FROM memberships m WHERE m.account_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER accounts_announce_schools AFTER UPDATE OF name, email ON accounts FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION announce_account_schools();
