-- Sums the database keeps beside the money ledger, whose rows are only ever added (decision 010):
-- what is allocated to each charge and taken back of it by its reversal, and what each sale's
-- credits granted and what was drawn from them by attendance. The reports on a period's charges
-- and sales (outstanding payments, package utilisation) read the period's rows and these sums
-- instead of every allocation and credit entry of the school. Kept by statement-level triggers on
-- the ledger's tables whichever code writes them, one upsert per statement; nothing is written for
-- a charge or a sale already gone (a school's deletion cascading).
CREATE TABLE "charge_totals" (
  "application_id" uuid NOT NULL,
  "charge_id" uuid NOT NULL,
  "paid_cents" bigint DEFAULT 0 NOT NULL,
  "reversed_cents" bigint DEFAULT 0 NOT NULL,
  CONSTRAINT "charge_totals_pk" PRIMARY KEY ("application_id", "charge_id"),
  CONSTRAINT "charge_totals_application_id_applications_id_fk" FOREIGN KEY ("application_id")
    REFERENCES "applications" ("id") ON DELETE CASCADE,
  CONSTRAINT "charge_totals_charge_fk" FOREIGN KEY ("application_id", "charge_id")
    REFERENCES "charges" ("application_id", "id") ON DELETE CASCADE
);--> statement-breakpoint
SELECT lineup_make_school_owned('charge_totals');--> statement-breakpoint
CREATE TABLE "sale_credit_totals" (
  "application_id" uuid NOT NULL,
  "sale_id" uuid NOT NULL,
  "granted" bigint DEFAULT 0 NOT NULL,
  "used" bigint DEFAULT 0 NOT NULL,
  CONSTRAINT "sale_credit_totals_pk" PRIMARY KEY ("application_id", "sale_id"),
  CONSTRAINT "sale_credit_totals_application_id_applications_id_fk" FOREIGN KEY ("application_id")
    REFERENCES "applications" ("id") ON DELETE CASCADE,
  CONSTRAINT "sale_credit_totals_sale_fk" FOREIGN KEY ("application_id", "sale_id")
    REFERENCES "sales" ("application_id", "id") ON DELETE CASCADE
);--> statement-breakpoint
SELECT lineup_make_school_owned('sale_credit_totals');--> statement-breakpoint
INSERT INTO charge_totals (application_id, charge_id, paid_cents, reversed_cents)
SELECT c.application_id, c.id,
  coalesce((SELECT sum(a.amount_cents) FROM payment_allocations a
    WHERE a.application_id = c.application_id AND a.charge_id = c.id), 0),
  coalesce((SELECT sum(r.amount_cents) FROM charges r
    WHERE r.application_id = c.application_id AND r.reverses_id = c.id), 0)
FROM charges c WHERE c.reverses_id IS NULL;--> statement-breakpoint
INSERT INTO sale_credit_totals (application_id, sale_id, granted, used)
SELECT g.application_id, g.sale_id,
  coalesce(sum(g.credits) FILTER (WHERE g.kind = 'grant'), 0),
  coalesce(sum((SELECT -sum(u.credits) FROM credit_entries u WHERE u.application_id = g.application_id
    AND u.grant_id = g.id AND u.kind IN ('use', 'return'))), 0)
FROM credit_entries g WHERE g.sale_id IS NOT NULL GROUP BY g.application_id, g.sale_id;--> statement-breakpoint
CREATE FUNCTION count_charge_totals() RETURNS trigger
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
DECLARE
  -- Payment allocations pay their charge; a charge that reverses another takes back from it.
  added text := CASE TG_TABLE_NAME
    WHEN 'payment_allocations' THEN 'SELECT application_id, charge_id, amount_cents AS paid, 0 AS reversed FROM new_rows'
    ELSE 'SELECT application_id, reverses_id, 0, amount_cents FROM new_rows WHERE reverses_id IS NOT NULL' END;
  removed text := CASE TG_TABLE_NAME
    WHEN 'payment_allocations' THEN 'SELECT application_id, charge_id, -amount_cents, 0 FROM old_rows'
    ELSE 'SELECT application_id, reverses_id, 0, -amount_cents FROM old_rows WHERE reverses_id IS NOT NULL' END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO charge_totals AS t (application_id, charge_id, paid_cents, reversed_cents)
    SELECT m.application_id, m.charge_id, sum(m.paid), sum(m.reversed)
    FROM (%s) AS m (application_id, charge_id, paid, reversed)
    WHERE EXISTS (SELECT 1 FROM charges c WHERE c.application_id = m.application_id AND c.id = m.charge_id)
    GROUP BY m.application_id, m.charge_id
    ON CONFLICT (application_id, charge_id) DO UPDATE
    SET paid_cents = t.paid_cents + excluded.paid_cents, reversed_cents = t.reversed_cents + excluded.reversed_cents$sql$,
    CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed ELSE added || ' UNION ALL ' || removed END);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION count_sale_credits() RETURNS trigger
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
DECLARE
  -- A grant of a sale adds to what the sale granted; a use or its return, drawn from a grant of a
  -- sale, to what was used of it.
  moved constant text := 'SELECT e.application_id, coalesce(e.sale_id, g.sale_id) AS sale_id,
      CASE WHEN e.kind = ''grant'' AND e.sale_id IS NOT NULL THEN %1$s * e.credits ELSE 0 END AS granted,
      CASE WHEN e.kind IN (''use'', ''return'') THEN %1$s * -e.credits ELSE 0 END AS used
    FROM %2$I e LEFT JOIN credit_entries g ON g.application_id = e.application_id AND g.id = e.grant_id';
  added text := format(moved, '1', 'new_rows');
  removed text := format(moved, '-1', 'old_rows');
BEGIN
  EXECUTE format($sql$
    INSERT INTO sale_credit_totals AS t (application_id, sale_id, granted, used)
    SELECT m.application_id, m.sale_id, sum(m.granted), sum(m.used)
    FROM (%s) AS m
    WHERE m.sale_id IS NOT NULL
      AND EXISTS (SELECT 1 FROM sales s WHERE s.application_id = m.application_id AND s.id = m.sale_id)
    GROUP BY m.application_id, m.sale_id
    HAVING sum(m.granted) <> 0 OR sum(m.used) <> 0
    ON CONFLICT (application_id, sale_id) DO UPDATE
    SET granted = t.granted + excluded.granted, used = t.used + excluded.used$sql$,
    CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed ELSE added || ' UNION ALL ' || removed END);
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  target record;
  summed text;
BEGIN
  FOR target IN SELECT * FROM (VALUES ('payment_allocations', 'count_charge_totals'), ('charges', 'count_charge_totals'),
      ('credit_entries', 'count_sale_credits')) AS t (source, counter)
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION %I()', target.source || '_totals_insert', target.source, target.counter);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION %I()', target.source || '_totals_update', target.source, target.counter);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION %I()', target.source || '_totals_delete', target.source, target.counter);
  END LOOP;
  -- Like every table of the domain, the sums announce the schools they change (migration 0026).
  FOREACH summed IN ARRAY ARRAY['charge_totals', 'sale_credit_totals']
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
