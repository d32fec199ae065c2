-- Every addition or removal of customers is announced on lineup_lists, whichever code made it, so
-- each server process drops the count of a school's whole list it keeps (db/list-counts.ts):
-- 'customers:<school>' for each school whose rows were added or removed in the statement,
-- 'customers' when the table was emptied. One announcement per statement and school, whatever
-- the number of rows; a change of a row keeps the count and announces nothing.
CREATE FUNCTION announce_list_change() RETURNS trigger
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('lineup_lists', TG_TABLE_NAME);
  ELSE
    PERFORM pg_notify('lineup_lists', TG_TABLE_NAME || ':' || schools.application_id)
      FROM (SELECT DISTINCT application_id FROM changed_rows) AS schools;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER customers_announce_insert AFTER INSERT ON customers
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_list_change();--> statement-breakpoint
CREATE TRIGGER customers_announce_delete AFTER DELETE ON customers
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_list_change();--> statement-breakpoint
CREATE TRIGGER customers_announce_truncate AFTER TRUNCATE ON customers
  FOR EACH STATEMENT EXECUTE FUNCTION announce_list_change();
