-- What each staff member did each month, per type of event and role, on the school's clocks: the
-- events that stand (not cancelled) they are on, those events' customers, attended and no-shows,
-- and their pay. Staff performance and staff payments count ended events only; a month whose last
-- event ended for sure (a week, the longest an event lasts, after its end) is read from these rows,
-- the months after it from the events. Kept by statement-level triggers on event_staff and events,
-- whichever code writes them: a change of an event's staff or of an event adds what it brings and
-- takes away what it took; an event removed has its months counted anew from what is left (its
-- staff go with it); the school's time zone changed, all of its months. Rows stay at zero and name
-- no staff member or type by a key, so nothing is kept from being removed.
CREATE TABLE "staff_month_totals" (
  "application_id" uuid NOT NULL,
  "staff_id" uuid NOT NULL,
  "month" date NOT NULL,
  "event_type_id" uuid NOT NULL,
  "role" text NOT NULL,
  "events" integer DEFAULT 0 NOT NULL,
  "customers" integer DEFAULT 0 NOT NULL,
  "attended" integer DEFAULT 0 NOT NULL,
  "no_shows" integer DEFAULT 0 NOT NULL,
  "pay_cents" bigint DEFAULT 0 NOT NULL,
  CONSTRAINT "staff_month_totals_pk" PRIMARY KEY ("application_id", "month", "staff_id", "event_type_id", "role"),
  CONSTRAINT "staff_month_totals_application_id_applications_id_fk" FOREIGN KEY ("application_id")
    REFERENCES "applications" ("id") ON DELETE CASCADE
);--> statement-breakpoint
SELECT lineup_make_school_owned('staff_month_totals');--> statement-breakpoint
-- The months of the school `p_school` (every school if null) from `p_from` on (every month if null), as
-- the events and their staff give them now, on the clocks of `p_time_zone` (the school's if null).
CREATE FUNCTION staff_months_of(p_school uuid, p_from date, p_until date, p_time_zone text)
RETURNS TABLE (application_id uuid, staff_id uuid, month date, event_type_id uuid, role text, events bigint,
  customers bigint, attended bigint, no_shows bigint, pay_cents bigint)
LANGUAGE sql STABLE SET search_path = public, pg_temp AS $$
  SELECT m.application_id, m.staff_id, k.month, e.event_type_id, m.role, count(*), sum(e.booked), sum(e.attended),
    sum(e.no_shows), sum(m.pay_cents)
  FROM event_staff m
  JOIN events e ON e.application_id = m.application_id AND e.id = m.event_id
  JOIN applications a ON a.id = e.application_id
  CROSS JOIN LATERAL (SELECT date_trunc('month', e.starts_at AT TIME ZONE coalesce(p_time_zone, a.timezone))::date
    AS month) k
  WHERE e.status = 'scheduled' AND (p_school IS NULL OR m.application_id = p_school)
    AND (p_from IS NULL OR k.month >= p_from) AND (p_until IS NULL OR k.month <= p_until)
  GROUP BY 1, 2, 3, 4, 5
$$;--> statement-breakpoint
INSERT INTO staff_month_totals SELECT * FROM staff_months_of(NULL, NULL, NULL, NULL);--> statement-breakpoint
CREATE FUNCTION count_staff_months() RETURNS trigger
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
DECLARE
  moved text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM staff_month_totals;
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'events' AND TG_OP = 'DELETE' THEN
    -- The event's staff are already gone with it (the cascade runs first): its months are counted
    -- anew from the events left.
    DELETE FROM staff_month_totals t USING (
      SELECT DISTINCT o.application_id, date_trunc('month', o.starts_at AT TIME ZONE a.timezone)::date AS month
      FROM old_rows o JOIN applications a ON a.id = o.application_id WHERE o.status = 'scheduled'
    ) g WHERE t.application_id = g.application_id AND t.month = g.month;
    INSERT INTO staff_month_totals
    SELECT r.* FROM (
      SELECT DISTINCT o.application_id, date_trunc('month', o.starts_at AT TIME ZONE a.timezone)::date AS month
      FROM old_rows o JOIN applications a ON a.id = o.application_id WHERE o.status = 'scheduled'
    ) g CROSS JOIN LATERAL staff_months_of(g.application_id, g.month, g.month, NULL) r
    ORDER BY 1, 3, 2, 4, 5;
    RETURN NULL;
  END IF;
  -- A change of an event's staff reads its event; a change of events reads their staff. Either
  -- way each pair of a staff member and an event that stands is added as it is now and taken away
  -- as it was.
  moved := CASE TG_TABLE_NAME
    WHEN 'event_staff' THEN
      'SELECT m.application_id, m.staff_id, e.starts_at, e.event_type_id, m.role, e.booked, e.attended, e.no_shows,
         m.pay_cents, %s AS sign FROM %I m JOIN events e ON e.application_id = m.application_id AND e.id = m.event_id
       WHERE e.status = ''scheduled'''
    ELSE
      'SELECT m.application_id, m.staff_id, e.starts_at, e.event_type_id, m.role, e.booked, e.attended, e.no_shows,
         m.pay_cents, %s AS sign FROM %I e JOIN event_staff m ON m.application_id = e.application_id AND m.event_id = e.id
       WHERE e.status = ''scheduled''' END;
  EXECUTE format($sql$
    INSERT INTO staff_month_totals AS t
      (application_id, staff_id, month, event_type_id, role, events, customers, attended, no_shows, pay_cents)
    SELECT d.application_id, d.staff_id, date_trunc('month', d.starts_at AT TIME ZONE a.timezone)::date, d.event_type_id,
      d.role, sum(d.sign), sum(d.sign * d.booked), sum(d.sign * d.attended), sum(d.sign * d.no_shows),
      sum(d.sign * d.pay_cents)
    FROM (%s) AS d JOIN applications a ON a.id = d.application_id
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(d.sign) <> 0 OR sum(d.sign * d.booked) <> 0 OR sum(d.sign * d.attended) <> 0
      OR sum(d.sign * d.no_shows) <> 0 OR sum(d.sign * d.pay_cents) <> 0
    ORDER BY 1, 3, 2, 4, 5
    ON CONFLICT (application_id, month, staff_id, event_type_id, role) DO UPDATE SET events = t.events + excluded.events,
      customers = t.customers + excluded.customers, attended = t.attended + excluded.attended,
      no_shows = t.no_shows + excluded.no_shows, pay_cents = t.pay_cents + excluded.pay_cents$sql$,
    CASE TG_OP
      WHEN 'INSERT' THEN format(moved, 1, 'new_rows')
      WHEN 'DELETE' THEN format(moved, -1, 'old_rows')
      ELSE format(moved, 1, 'new_rows') || ' UNION ALL ' || format(moved, -1, 'old_rows') END);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER event_staff_count_months_insert AFTER INSERT ON event_staff REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_staff_months();--> statement-breakpoint
CREATE TRIGGER event_staff_count_months_update AFTER UPDATE ON event_staff
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_staff_months();--> statement-breakpoint
CREATE TRIGGER event_staff_count_months_delete AFTER DELETE ON event_staff REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_staff_months();--> statement-breakpoint
CREATE TRIGGER event_staff_count_months_truncate AFTER TRUNCATE ON event_staff
  FOR EACH STATEMENT EXECUTE FUNCTION count_staff_months();--> statement-breakpoint
CREATE TRIGGER events_count_staff_months_update AFTER UPDATE ON events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_staff_months();--> statement-breakpoint
CREATE TRIGGER events_count_staff_months_delete AFTER DELETE ON events REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_staff_months();--> statement-breakpoint
CREATE OR REPLACE FUNCTION recount_event_days() RETURNS trigger
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  DELETE FROM event_day_totals WHERE application_id = NEW.id;
  INSERT INTO event_day_totals (application_id, day, events, customers)
  SELECT e.application_id, (e.starts_at AT TIME ZONE NEW.timezone)::date, count(*), sum(e.booked)
  FROM events e WHERE e.application_id = NEW.id AND e.status = 'scheduled' GROUP BY 1, 2;
  DELETE FROM staff_month_totals WHERE application_id = NEW.id;
  INSERT INTO staff_month_totals SELECT * FROM staff_months_of(NEW.id, NULL, NULL, NEW.timezone);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER staff_month_totals_announce_school_insert AFTER INSERT ON staff_month_totals
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_school_change();--> statement-breakpoint
CREATE TRIGGER staff_month_totals_announce_school_update AFTER UPDATE ON staff_month_totals
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_school_change();--> statement-breakpoint
CREATE TRIGGER staff_month_totals_announce_school_delete AFTER DELETE ON staff_month_totals
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_school_change();--> statement-breakpoint
CREATE TRIGGER staff_month_totals_announce_school_truncate AFTER TRUNCATE ON staff_month_totals
  FOR EACH STATEMENT EXECUTE FUNCTION announce_school_change();
