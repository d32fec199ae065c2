-- A school-owned table in one line of its migration: row-level security enabled and forced
-- (the table's owner obeys it too), one policy keeping every transaction to the rows of its
-- school (app_school(), set by inTenant), and the grants of the app and platform roles.
-- Only migrations call it.
CREATE FUNCTION lineup_make_school_owned(p_table regclass) RETURNS void
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
DECLARE
  v_policy text := (SELECT relname FROM pg_class WHERE oid = p_table) || '_tenant';
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', p_table);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', p_table);
  EXECUTE format('DROP POLICY IF EXISTS %I ON %s', v_policy, p_table);
  EXECUTE format(
    'CREATE POLICY %I ON %s USING (application_id = app_school()) WITH CHECK (application_id = app_school())',
    v_policy, p_table);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO lineup_app, lineup_platform', p_table);
END
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION lineup_make_school_owned(regclass) FROM PUBLIC;--> statement-breakpoint
-- A resolved session also carries its school's time zone and currency, which every screen
-- of the school shows dates and money in. The returned columns change, so the function is
-- made anew with the same owner and grants.
DROP FUNCTION resolve_session(text, integer, integer);--> statement-breakpoint
CREATE FUNCTION resolve_session(p_token_hash text, p_idle_seconds integer, p_touch_seconds integer)
RETURNS TABLE (
  session_id uuid,
  account_id uuid,
  email text,
  name text,
  phone text,
  language text,
  is_master boolean,
  school_id uuid,
  school_name text,
  school_time_zone text,
  school_currency text,
  school_role school_role,
  expires_at timestamptz,
  last_seen_at timestamptz
)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
#variable_conflict use_column
DECLARE
  s sessions%ROWTYPE;
  v_school_id uuid;
  v_school_name text;
  v_school_time_zone text;
  v_school_currency text;
  v_school_role school_role;
BEGIN
  SELECT * INTO s FROM sessions WHERE sessions.token_hash = p_token_hash;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF s.expires_at <= now() OR s.last_seen_at < now() - make_interval(secs => p_idle_seconds) THEN
    DELETE FROM sessions WHERE sessions.id = s.id;
    RETURN;
  END IF;
  IF s.last_seen_at < now() - make_interval(secs => p_touch_seconds) THEN
    UPDATE sessions SET last_seen_at = now() WHERE sessions.id = s.id;
    s.last_seen_at := now();
  END IF;
  SELECT m.application_id, a.name, a.timezone, a.currency, m.role
  INTO v_school_id, v_school_name, v_school_time_zone, v_school_currency, v_school_role
  FROM memberships m JOIN applications a ON a.id = m.application_id
  WHERE m.account_id = s.account_id AND m.application_id = s.current_application_id
    AND a.status IN ('active', 'approved');
  IF v_school_id IS NULL THEN
    -- The current school closed, the account left it, or it had none: a school approved
    -- since, or another open one, becomes current without signing in again.
    SELECT m.application_id, a.name, a.timezone, a.currency, m.role
    INTO v_school_id, v_school_name, v_school_time_zone, v_school_currency, v_school_role
    FROM memberships m JOIN applications a ON a.id = m.application_id
    WHERE m.account_id = s.account_id AND a.status IN ('active', 'approved')
    ORDER BY m.created_at
    LIMIT 1;
    IF v_school_id IS DISTINCT FROM s.current_application_id THEN
      UPDATE sessions SET current_application_id = v_school_id WHERE sessions.id = s.id;
    END IF;
  END IF;
  RETURN QUERY
  SELECT s.id, acc.id, acc.email, acc.name, acc.phone, acc.language, acc.is_master,
         v_school_id, v_school_name, v_school_time_zone, v_school_currency, v_school_role, s.expires_at, s.last_seen_at
  FROM accounts acc WHERE acc.id = s.account_id;
END
$$;--> statement-breakpoint
GRANT CREATE ON SCHEMA public TO lineup_platform;--> statement-breakpoint
ALTER FUNCTION resolve_session(text, integer, integer) OWNER TO lineup_platform;--> statement-breakpoint
REVOKE CREATE ON SCHEMA public FROM lineup_platform;--> statement-breakpoint
REVOKE ALL ON FUNCTION resolve_session(text, integer, integer) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION resolve_session(text, integer, integer) TO lineup_app;--> statement-breakpoint
-- A change of time zone or currency reaches cached sessions at once, like a change of name.
DROP TRIGGER applications_announce ON applications;--> statement-breakpoint
CREATE TRIGGER applications_announce AFTER DELETE OR UPDATE OF name, status, timezone, currency
  ON applications FOR EACH ROW EXECUTE FUNCTION announce_session_change();
