-- A Master works in a school they choose (PUT /api/v1/admin/school sets the session's current
-- school to any open school): the session resolves to it whether or not the Master is a member.
-- Everyone else keeps to the open schools they belong to, as before. Made anew with the same
-- owner and grants.
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
  v_is_master boolean;
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
  SELECT acc.is_master INTO v_is_master FROM accounts acc WHERE acc.id = s.account_id;
  IF v_is_master THEN
    -- A Master works in the open school they chose, a member of it or not (with their role
    -- there if they are one); the Master's permissions come from the flag, not the role.
    SELECT a.id, a.name, a.timezone, a.currency, m.role
    INTO v_school_id, v_school_name, v_school_time_zone, v_school_currency, v_school_role
    FROM applications a
    LEFT JOIN memberships m ON m.application_id = a.id AND m.account_id = s.account_id
    WHERE a.id = s.current_application_id AND a.status IN ('active', 'approved');
  ELSE
    SELECT m.application_id, a.name, a.timezone, a.currency, m.role
    INTO v_school_id, v_school_name, v_school_time_zone, v_school_currency, v_school_role
    FROM memberships m JOIN applications a ON a.id = m.application_id
    WHERE m.account_id = s.account_id AND m.application_id = s.current_application_id
      AND a.status IN ('active', 'approved');
  END IF;
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
GRANT EXECUTE ON FUNCTION resolve_session(text, integer, integer) TO lineup_app;
