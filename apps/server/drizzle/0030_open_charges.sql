-- Every charge that is not a reversal has its sums (migration 0028) from the moment it is written,
-- with its amount and due day beside them and what is still open of it, so that outstanding
-- payments reads the period's open charges by an index of those alone instead of every charge of
-- the period joined to every charge's sums. The same statement-level triggers keep them.
ALTER TABLE "charge_totals" ADD COLUMN "amount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "charge_totals" ADD COLUMN "due_on" date;--> statement-breakpoint
UPDATE charge_totals t SET amount_cents = c.amount_cents, due_on = c.due_on
FROM charges c WHERE c.application_id = t.application_id AND c.id = t.charge_id;--> statement-breakpoint
INSERT INTO charge_totals (application_id, charge_id, amount_cents, due_on)
SELECT c.application_id, c.id, c.amount_cents, c.due_on FROM charges c
WHERE c.reverses_id IS NULL AND NOT EXISTS (
  SELECT 1 FROM charge_totals t WHERE t.application_id = c.application_id AND t.charge_id = c.id
);--> statement-breakpoint
ALTER TABLE "charge_totals" ADD COLUMN "open_cents" bigint
  GENERATED ALWAYS AS (amount_cents + reversed_cents - paid_cents) STORED;--> statement-breakpoint
CREATE INDEX "charge_totals_open_idx" ON "charge_totals" ("application_id", "due_on") WHERE open_cents > 0;--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_charge_totals() RETURNS trigger
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
DECLARE
  -- Payment allocations pay their charge; a charge that reverses another takes back from it; any
  -- other charge brings its amount and due day.
  added text := CASE TG_TABLE_NAME
    WHEN 'payment_allocations' THEN
      'SELECT application_id, charge_id, amount_cents AS paid, 0 AS reversed, 0 AS amount, NULL::date AS due_on FROM new_rows'
    ELSE 'SELECT application_id, reverses_id, 0, amount_cents, 0, NULL::date FROM new_rows WHERE reverses_id IS NOT NULL
      UNION ALL SELECT application_id, id, 0, 0, amount_cents, due_on FROM new_rows WHERE reverses_id IS NULL' END;
  removed text := CASE TG_TABLE_NAME
    WHEN 'payment_allocations' THEN 'SELECT application_id, charge_id, -amount_cents, 0, 0, NULL::date FROM old_rows'
    ELSE 'SELECT application_id, reverses_id, 0, -amount_cents, 0, NULL::date FROM old_rows WHERE reverses_id IS NOT NULL
      UNION ALL SELECT application_id, id, 0, 0, -amount_cents, NULL::date FROM old_rows WHERE reverses_id IS NULL' END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO charge_totals AS t (application_id, charge_id, paid_cents, reversed_cents, amount_cents, due_on)
    SELECT m.application_id, m.charge_id, sum(m.paid), sum(m.reversed), sum(m.amount), max(m.due_on)
    FROM (%s) AS m (application_id, charge_id, paid, reversed, amount, due_on)
    WHERE EXISTS (SELECT 1 FROM charges c WHERE c.application_id = m.application_id AND c.id = m.charge_id)
    GROUP BY m.application_id, m.charge_id
    ON CONFLICT (application_id, charge_id) DO UPDATE
    SET paid_cents = t.paid_cents + excluded.paid_cents, reversed_cents = t.reversed_cents + excluded.reversed_cents,
      amount_cents = t.amount_cents + excluded.amount_cents, due_on = coalesce(excluded.due_on, t.due_on)$sql$,
    CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed ELSE added || ' UNION ALL ' || removed END);
  RETURN NULL;
END
$$;
