-- The caller of a request in one statement: the session of a token hash with its account,
-- its current school (an open school the account still belongs to, else the first such
-- school, else none) and the role there. An expired or idle session is deleted and gives no
-- row; last_seen_at is written at most once per touch interval. It runs as lineup_platform,
-- the role of cross-school work, and lineup_app may only call it.
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
  SELECT m.application_id, a.name, m.role INTO v_school_id, v_school_name, v_school_role
  FROM memberships m JOIN applications a ON a.id = m.application_id
  WHERE m.account_id = s.account_id AND m.application_id = s.current_application_id
    AND a.status IN ('active', 'approved');
  IF v_school_id IS NULL THEN
    -- The current school closed, the account left it, or it had none: a school approved
    -- since, or another open one, becomes current without signing in again.
    SELECT m.application_id, a.name, m.role INTO v_school_id, v_school_name, v_school_role
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
         v_school_id, v_school_name, v_school_role, s.expires_at, s.last_seen_at
  FROM accounts acc WHERE acc.id = s.account_id;
END
$$;--> statement-breakpoint
-- Owned by lineup_platform, which may need CREATE on the schema for the change of owner.
GRANT CREATE ON SCHEMA public TO lineup_platform;--> statement-breakpoint
ALTER FUNCTION resolve_session(text, integer, integer) OWNER TO lineup_platform;--> statement-breakpoint
REVOKE CREATE ON SCHEMA public FROM lineup_platform;--> statement-breakpoint
REVOKE ALL ON FUNCTION resolve_session(text, integer, integer) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION resolve_session(text, integer, integer) TO lineup_app;--> statement-breakpoint
-- Every change to what a resolved session holds is announced on lineup_sessions, whichever
-- code made it, so each server process drops what it cached: 'a:<account>' for an account's
-- sessions, 's:<school>' for a school's (and for sessions without a school, which an
-- approved school may become current for).
CREATE FUNCTION announce_session_change() RETURNS trigger
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
DECLARE
  row_data record;
BEGIN
  IF TG_OP = 'DELETE' THEN
    row_data := OLD;
  ELSE
    row_data := NEW;
  END IF;
  IF TG_TABLE_NAME = 'applications' THEN
    PERFORM pg_notify('lineup_sessions', 's:' || row_data.id);
  ELSIF TG_TABLE_NAME = 'accounts' THEN
    PERFORM pg_notify('lineup_sessions', 'a:' || row_data.id);
  ELSE
    PERFORM pg_notify('lineup_sessions', 'a:' || row_data.account_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_announce_delete AFTER DELETE
  ON sessions FOR EACH ROW EXECUTE FUNCTION announce_session_change();--> statement-breakpoint
-- A touch moves last_seen_at forward and changes nothing a session holds; moving it back
-- (an administrator ageing a session) does.
CREATE TRIGGER sessions_announce_update AFTER UPDATE
  ON sessions FOR EACH ROW
  WHEN (
    OLD.account_id IS DISTINCT FROM NEW.account_id
    OR OLD.current_application_id IS DISTINCT FROM NEW.current_application_id
    OR OLD.token_hash IS DISTINCT FROM NEW.token_hash
    OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR NEW.last_seen_at < OLD.last_seen_at
  )
  EXECUTE FUNCTION announce_session_change();--> statement-breakpoint
CREATE TRIGGER memberships_announce AFTER INSERT OR DELETE OR UPDATE
  ON memberships FOR EACH ROW EXECUTE FUNCTION announce_session_change();--> statement-breakpoint
CREATE TRIGGER accounts_announce AFTER DELETE OR UPDATE OF email, name, phone, language, is_master, password_hash
  ON accounts FOR EACH ROW EXECUTE FUNCTION announce_session_change();--> statement-breakpoint
CREATE TRIGGER applications_announce AFTER DELETE OR UPDATE OF name, status
  ON applications FOR EACH ROW EXECUTE FUNCTION announce_session_change();
