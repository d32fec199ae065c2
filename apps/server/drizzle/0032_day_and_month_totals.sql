-- Counts and sums the database keeps per day and per month, so that the reports of a period read a
-- row a day or a month instead of every event and payment of it: daily usage and monthly
-- performance read each day's events and their customers (the events that stand, on the school's
-- clocks), revenue trends and monthly performance each month's payments. Kept by statement-level
-- triggers on events and payments, whichever code writes them, one upsert per statement; the days
-- are counted anew when the school's time zone changes. Nothing is written for a school already
-- gone (its deletion cascading), and a day or a month keeps its row when its count falls to zero.
CREATE TABLE "event_day_totals" (
  "application_id" uuid NOT NULL,
  "day" date NOT NULL,
  "events" integer DEFAULT 0 NOT NULL,
  "customers" integer DEFAULT 0 NOT NULL,
  CONSTRAINT "event_day_totals_pk" PRIMARY KEY ("application_id", "day"),
  CONSTRAINT "event_day_totals_application_id_applications_id_fk" FOREIGN KEY ("application_id")
    REFERENCES "applications" ("id") ON DELETE CASCADE
);--> statement-breakpoint
SELECT lineup_make_school_owned('event_day_totals');--> statement-breakpoint
CREATE TABLE "payment_month_totals" (
  "application_id" uuid NOT NULL,
  "month" date NOT NULL,
  "payments" integer DEFAULT 0 NOT NULL,
  "amount_cents" bigint DEFAULT 0 NOT NULL,
  CONSTRAINT "payment_month_totals_pk" PRIMARY KEY ("application_id", "month"),
  CONSTRAINT "payment_month_totals_application_id_applications_id_fk" FOREIGN KEY ("application_id")
    REFERENCES "applications" ("id") ON DELETE CASCADE
);--> statement-breakpoint
SELECT lineup_make_school_owned('payment_month_totals');--> statement-breakpoint
INSERT INTO event_day_totals (application_id, day, events, customers)
SELECT e.application_id, (e.starts_at AT TIME ZONE a.timezone)::date, count(*), sum(e.booked)
FROM events e JOIN applications a ON a.id = e.application_id
WHERE e.status = 'scheduled' GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO payment_month_totals (application_id, month, payments, amount_cents)
SELECT application_id, date_trunc('month', paid_on)::date, count(*), sum(amount_cents)
FROM payments GROUP BY 1, 2;--> statement-breakpoint
CREATE FUNCTION count_event_days() RETURNS trigger
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
DECLARE
  added constant text := 'SELECT application_id, starts_at, booked, 1 AS sign FROM new_rows WHERE status = ''scheduled''';
  removed constant text := 'SELECT application_id, starts_at, booked, -1 AS sign FROM old_rows WHERE status = ''scheduled''';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM event_day_totals;
    RETURN NULL;
  END IF;
  -- An event moved, cancelled or restored leaves one day and comes to another; a booking changes
  -- its day's customers alone (the event's count, migration 0027, is updated in the same statement).
  EXECUTE format($sql$
    INSERT INTO event_day_totals AS t (application_id, day, events, customers)
    SELECT m.application_id, (m.starts_at AT TIME ZONE a.timezone)::date, sum(m.sign), sum(m.sign * m.booked)
    FROM (%s) AS m JOIN applications a ON a.id = m.application_id
    GROUP BY 1, 2 HAVING sum(m.sign) <> 0 OR sum(m.sign * m.booked) <> 0
    ORDER BY 1, 2
    ON CONFLICT (application_id, day)
    DO UPDATE SET events = t.events + excluded.events, customers = t.customers + excluded.customers$sql$,
    CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed ELSE added || ' UNION ALL ' || removed END);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER events_count_days_insert AFTER INSERT ON events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_event_days();--> statement-breakpoint
CREATE TRIGGER events_count_days_update AFTER UPDATE ON events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_event_days();--> statement-breakpoint
CREATE TRIGGER events_count_days_delete AFTER DELETE ON events REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_event_days();--> statement-breakpoint
CREATE TRIGGER events_count_days_truncate AFTER TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION count_event_days();--> statement-breakpoint
CREATE FUNCTION recount_event_days() RETURNS trigger
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  DELETE FROM event_day_totals WHERE application_id = NEW.id;
  INSERT INTO event_day_totals (application_id, day, events, customers)
  SELECT e.application_id, (e.starts_at AT TIME ZONE NEW.timezone)::date, count(*), sum(e.booked)
  FROM events e WHERE e.application_id = NEW.id AND e.status = 'scheduled' GROUP BY 1, 2;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER applications_recount_days AFTER UPDATE OF timezone ON applications
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION recount_event_days();--> statement-breakpoint
CREATE FUNCTION count_payment_months() RETURNS trigger
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
DECLARE
  added constant text := 'SELECT application_id, paid_on, amount_cents, 1 AS sign FROM new_rows';
  removed constant text := 'SELECT application_id, paid_on, amount_cents, -1 AS sign FROM old_rows';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM payment_month_totals;
    RETURN NULL;
  END IF;
  EXECUTE format($sql$
    INSERT INTO payment_month_totals AS t (application_id, month, payments, amount_cents)
    SELECT m.application_id, date_trunc('month', m.paid_on)::date, sum(m.sign), sum(m.sign * m.amount_cents)
    FROM (%s) AS m
    WHERE EXISTS (SELECT 1 FROM applications a WHERE a.id = m.application_id)
    GROUP BY 1, 2 HAVING sum(m.sign) <> 0 OR sum(m.sign * m.amount_cents) <> 0
    ORDER BY 1, 2
    ON CONFLICT (application_id, month)
    DO UPDATE SET payments = t.payments + excluded.payments, amount_cents = t.amount_cents + excluded.amount_cents$sql$,
    CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed ELSE added || ' UNION ALL ' || removed END);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER payments_count_months_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_payment_months();--> statement-breakpoint
CREATE TRIGGER payments_count_months_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_payment_months();--> statement-breakpoint
CREATE TRIGGER payments_count_months_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_payment_months();--> statement-breakpoint
CREATE TRIGGER payments_count_months_truncate AFTER TRUNCATE ON payments
  FOR EACH STATEMENT EXECUTE FUNCTION count_payment_months();
--> statement-breakpoint
-- Like every table of the domain, the totals announce the schools they change (migration 0026).
DO $$
DECLARE
  summed text;
BEGIN
  FOREACH summed IN ARRAY ARRAY['event_day_totals', 'payment_month_totals']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION announce_school_change()', summed || '_announce_school_insert', summed);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION announce_school_change()', summed || '_announce_school_update', summed);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION announce_school_change()', summed || '_announce_school_delete', summed);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION announce_school_change()', summed || '_announce_school_truncate', summed);
  END LOOP;
END
$$;
