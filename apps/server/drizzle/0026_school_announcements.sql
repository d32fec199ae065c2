-- Every change to a school's rows of the domain is announced on lineup_school, whichever code made
-- it, so each server process drops what it keeps of that school: its reports
-- (modules/reports/report-cache.ts) and its kept answers (http/kept-answers.ts). The payload is the
-- school's id for each school whose rows the statement added, changed or removed, '' when a table
-- was emptied. One announcement per statement and school, whatever the number of rows; identical
-- ones of a transaction reach the listeners once, at commit. This replaces the report announcements
-- of 0025, which covered only the tables the reports read. The assistant's own tables are left out:
-- nothing kept is read from them, and a conversation would otherwise drop a school's answers.
DO $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY ARRAY['events', 'event_types', 'event_customers', 'event_staff', 'places', 'staff',
    'customers', 'packages', 'services', 'sales', 'sale_cancellations', 'credit_entries', 'payments',
    'payment_allocations', 'charges', 'staff_payments']
  LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', source || '_reports_insert', source);
    EXECUTE format('DROP TRIGGER %I ON %I', source || '_reports_update', source);
    EXECUTE format('DROP TRIGGER %I ON %I', source || '_reports_delete', source);
    EXECUTE format('DROP TRIGGER %I ON %I', source || '_reports_truncate', source);
  END LOOP;
END
$$;--> statement-breakpoint
DROP FUNCTION announce_report_change();--> statement-breakpoint
CREATE FUNCTION announce_school_change() RETURNS trigger
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('lineup_school', '');
  ELSE
    PERFORM pg_notify('lineup_school', schools.application_id::text)
      FROM (SELECT DISTINCT application_id FROM changed_rows) AS schools;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY ARRAY['charges', 'credit_entries', 'customers', 'equipment', 'event_customers',
    'event_equipment', 'event_staff', 'event_transports', 'event_types', 'events', 'items', 'packages',
    'payment_allocations', 'payments', 'places', 'rooms', 'sale_cancellations', 'sales', 'school_settings',
    'services', 'staff', 'staff_payments', 'suppliers', 'transports', 'works']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION announce_school_change()', source || '_announce_school_insert', source);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION announce_school_change()', source || '_announce_school_update', source);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION announce_school_change()', source || '_announce_school_delete', source);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION announce_school_change()', source || '_announce_school_truncate', source);
  END LOOP;
END
$$;
