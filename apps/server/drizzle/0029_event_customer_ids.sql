-- Each event keeps the customers of its bookings that stand (not cancelled), so that countries
-- groups the customers of a period's events from those events alone instead of reading every
-- booking of the school. Kept by the same statement-level triggers as the counts (0027): the
-- events whose standing customers a statement changed have their list read again from their
-- bookings, in the writer's transaction.
ALTER TABLE "events" ADD COLUMN "customer_ids" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
UPDATE events e SET customer_ids = b.ids
FROM (
  SELECT application_id, event_id, array_agg(customer_id ORDER BY customer_id) AS ids
  FROM event_customers WHERE attendance <> 'cancelled' GROUP BY application_id, event_id
) b
WHERE e.application_id = b.application_id AND e.id = b.event_id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_event_bookings() RETURNS trigger
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
DECLARE
  added constant text := 'SELECT application_id, event_id, customer_id, attendance, 1 AS sign FROM new_rows';
  removed constant text := 'SELECT application_id, event_id, customer_id, attendance, -1 AS sign FROM old_rows';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE events SET booked = 0, attended = 0, no_shows = 0, customer_ids = '{}'
    WHERE booked <> 0 OR attended <> 0 OR no_shows <> 0 OR customer_ids <> '{}';
    RETURN NULL;
  END IF;
  -- A statement's transition tables exist for its kind of change only: the rows it added, removed,
  -- or both. Per customer of an event, `standing` is +1 if the customer came to stand, -1 if they
  -- stopped, 0 if they stood before and after (an attendance marked): only the first two change
  -- the event's customers.
  EXECUTE format($sql$
    UPDATE events e
    SET booked = e.booked + c.booked, attended = e.attended + c.attended, no_shows = e.no_shows + c.no_shows,
      customer_ids = CASE WHEN c.customers_changed THEN (
        SELECT coalesce(array_agg(b.customer_id ORDER BY b.customer_id), '{}') FROM event_customers b
        WHERE b.application_id = e.application_id AND b.event_id = e.id AND b.attendance <> 'cancelled'
      ) ELSE e.customer_ids END
    FROM (
      SELECT application_id, event_id, sum(standing) AS booked, sum(attended) AS attended,
        sum(no_shows) AS no_shows, bool_or(standing <> 0) AS customers_changed
      FROM (
        SELECT application_id, event_id, customer_id,
          coalesce(sum(sign) FILTER (WHERE attendance <> 'cancelled'), 0) AS standing,
          coalesce(sum(sign) FILTER (WHERE attendance = 'attended'), 0) AS attended,
          coalesce(sum(sign) FILTER (WHERE attendance = 'no_show'), 0) AS no_shows
        FROM (%s) AS moved
        GROUP BY application_id, event_id, customer_id
      ) per_customer
      GROUP BY application_id, event_id
    ) c
    WHERE e.application_id = c.application_id AND e.id = c.event_id
      AND (c.booked <> 0 OR c.attended <> 0 OR c.no_shows <> 0 OR c.customers_changed)$sql$,
    CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed ELSE added || ' UNION ALL ' || removed END);
  RETURN NULL;
END
$$;
