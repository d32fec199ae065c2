-- Each event keeps the count of its bookings that stand (not cancelled), were attended and were
-- no-shows, so that the reports on a period's events (daily usage, monthly performance, staff
-- performance) read the period's events alone instead of every booking of the school. The counts
-- are kept by statement-level triggers on event_customers, whichever code books, marks attendance,
-- moves or removes a booking: one update of the events concerned per statement, however many rows.
-- The cascade of an event's deletion to its bookings finds the event gone and updates nothing.
ALTER TABLE "events" ADD COLUMN "booked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "attended" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "no_shows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE events e SET booked = b.booked, attended = b.attended, no_shows = b.no_shows
FROM (
  SELECT application_id, event_id,
    count(*) FILTER (WHERE attendance <> 'cancelled') AS booked,
    count(*) FILTER (WHERE attendance = 'attended') AS attended,
    count(*) FILTER (WHERE attendance = 'no_show') AS no_shows
  FROM event_customers GROUP BY application_id, event_id
) b
WHERE e.application_id = b.application_id AND e.id = b.event_id;--> statement-breakpoint
CREATE FUNCTION count_event_bookings() RETURNS trigger
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
DECLARE
  added constant text := 'SELECT application_id, event_id, attendance, 1 AS sign FROM new_rows';
  removed constant text := 'SELECT application_id, event_id, attendance, -1 AS sign FROM old_rows';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE events SET booked = 0, attended = 0, no_shows = 0 WHERE booked <> 0 OR attended <> 0 OR no_shows <> 0;
    RETURN NULL;
  END IF;
  -- A statement's transition tables exist for its kind of change only: the rows it added, removed, or both.
  EXECUTE format($sql$
    UPDATE events e
    SET booked = e.booked + c.booked, attended = e.attended + c.attended, no_shows = e.no_shows + c.no_shows
    FROM (
      SELECT application_id, event_id,
        coalesce(sum(sign) FILTER (WHERE attendance <> 'cancelled'), 0) AS booked,
        coalesce(sum(sign) FILTER (WHERE attendance = 'attended'), 0) AS attended,
        coalesce(sum(sign) FILTER (WHERE attendance = 'no_show'), 0) AS no_shows
      FROM (%s) AS moved
      GROUP BY application_id, event_id
    ) c
    WHERE e.application_id = c.application_id AND e.id = c.event_id
      AND (c.booked <> 0 OR c.attended <> 0 OR c.no_shows <> 0)$sql$,
    CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed ELSE added || ' UNION ALL ' || removed END);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER event_customers_count_insert AFTER INSERT ON event_customers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_event_bookings();--> statement-breakpoint
CREATE TRIGGER event_customers_count_update AFTER UPDATE ON event_customers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_event_bookings();--> statement-breakpoint
CREATE TRIGGER event_customers_count_delete AFTER DELETE ON event_customers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_event_bookings();--> statement-breakpoint
CREATE TRIGGER event_customers_count_truncate AFTER TRUNCATE ON event_customers
  FOR EACH STATEMENT EXECUTE FUNCTION count_event_bookings();
