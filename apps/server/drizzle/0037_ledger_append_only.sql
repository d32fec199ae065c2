-- The money ledger's rows are only ever added (decision 010): a correction, a reversal, a refund, a
-- cancellation is a row of its own. Until now that was the code's habit; now the database holds it
-- for the seven tables of the ledger. Nothing in the app updates or deletes them. The app's roles
-- lose UPDATE, DELETE and TRUNCATE on them: lineup_app, and lineup_platform, which lineup_app may
-- become.
-- A trigger refuses UPDATE, DELETE and TRUNCATE to every role, the owner and a superuser too, which
-- also holds on PGlite, where the app's session is the superuser's under SET ROLE (decision 005).
-- One delete stays: a school's deletion cascades into its ledger through the foreign keys on
-- application_id, the only ones that cascade into these tables. That delete is made by the foreign
-- key's own trigger, as the table's owner, so it needs no privilege of the app's, and the refusing
-- trigger sees it one trigger deep (pg_trigger_depth() > 1), where no statement of the app's is.
-- A customer, a staff member, an event or a product with money rows is not deleted: their keys
-- refuse it (NO ACTION), as before.
CREATE FUNCTION refuse_ledger_change() RETURNS trigger
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'The money ledger is append-only: % on % is refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege',
      HINT = 'A correction is a row of its own: a reversing charge, a credit correction, a refund.';
END
$$;--> statement-breakpoint
DO $$
DECLARE
  ledger text;
BEGIN
  FOREACH ledger IN ARRAY ARRAY['sales', 'sale_cancellations', 'charges', 'credit_entries', 'payments',
    'payment_allocations', 'staff_payments']
  LOOP
    EXECUTE format('REVOKE UPDATE, DELETE, TRUNCATE ON %I FROM lineup_app, lineup_platform', ledger);
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE OR DELETE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_change()', ledger || '_append_only', ledger);
    EXECUTE format('CREATE TRIGGER %I BEFORE TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_change()', ledger || '_append_only_truncate', ledger);
  END LOOP;
END
$$;
