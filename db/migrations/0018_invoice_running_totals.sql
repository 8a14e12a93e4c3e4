-- Invoices per status in the running totals (db/schema.ts runningTotals), kept like the others:
-- the Billing cards and the unfiltered list count them instead of counting every invoice.
CREATE FUNCTION "running_totals_invoices"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO running_totals (key, slot, rows, amount)
    SELECT 'invoices:' || status, pg_backend_pid() % 16, count(*), 0 FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (key, slot) DO UPDATE SET rows = running_totals.rows + excluded.rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO running_totals (key, slot, rows, amount)
    SELECT 'invoices:' || status, pg_backend_pid() % 16, -count(*), 0 FROM old_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (key, slot) DO UPDATE SET rows = running_totals.rows + excluded.rows;
  ELSE
    INSERT INTO running_totals (key, slot, rows, amount)
    SELECT key, pg_backend_pid() % 16, sum(rows), 0 FROM (
      SELECT 'invoices:' || status AS key, 1 AS rows FROM new_rows
      UNION ALL
      SELECT 'invoices:' || status, -1 FROM old_rows
    ) AS delta GROUP BY key HAVING sum(rows) <> 0 ORDER BY key
    ON CONFLICT (key, slot) DO UPDATE SET rows = running_totals.rows + excluded.rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "running_totals_invoices_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM running_totals WHERE key LIKE 'invoices:%';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "running_totals_invoices_insert" AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "running_totals_invoices"();--> statement-breakpoint
CREATE TRIGGER "running_totals_invoices_update" AFTER UPDATE ON "invoices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "running_totals_invoices"();--> statement-breakpoint
CREATE TRIGGER "running_totals_invoices_delete" AFTER DELETE ON "invoices" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "running_totals_invoices"();--> statement-breakpoint
CREATE TRIGGER "running_totals_invoices_truncate" AFTER TRUNCATE ON "invoices" FOR EACH STATEMENT EXECUTE FUNCTION "running_totals_invoices_truncate"();--> statement-breakpoint
-- Back-fill with writers held off, so the totals start exact.
LOCK TABLE "invoices" IN SHARE MODE;--> statement-breakpoint
INSERT INTO running_totals (key, slot, rows, amount)
SELECT 'invoices:' || status, 0, count(*), 0 FROM invoices GROUP BY 1;
