-- Every change to the rows the reports of /dashboard read is announced on lineup_reports, whichever
-- code made it, so each server process drops the reports it keeps of that school
-- (modules/reports/report-cache.ts): the school's id for each school whose rows the statement
-- added, changed or removed, '' when a table was emptied. One announcement per statement and school,
-- whatever the number of rows; identical ones of a transaction reach the listeners once, at commit.
CREATE FUNCTION announce_report_change() RETURNS trigger
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('lineup_reports', '');
  ELSE
    PERFORM pg_notify('lineup_reports', schools.application_id::text)
      FROM (SELECT DISTINCT application_id FROM changed_rows) AS schools;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY ARRAY['events', 'event_types', 'event_customers', 'event_staff', 'places', 'staff',
    'customers', 'packages', 'services', 'sales', 'sale_cancellations', 'credit_entries', 'payments',
    'payment_allocations', 'charges', 'staff_payments']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION announce_report_change()', source || '_reports_insert', source);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION announce_report_change()', source || '_reports_update', source);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION announce_report_change()', source || '_reports_delete', source);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION announce_report_change()', source || '_reports_truncate', source);
  END LOOP;
END
$$;
