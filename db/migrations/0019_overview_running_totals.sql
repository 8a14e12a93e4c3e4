-- Two more running totals for the Overview, kept by the same triggers: open leads per follow-up date
-- (`follow-ups:<date>`; the due count sums the dates up to today) and payments per month
-- (`payments:<month>`, the revenue chart), instead of counting tens of thousands of rows a view.
CREATE OR REPLACE FUNCTION "running_totals_leads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO running_totals (key, slot, rows, amount)
    SELECT key, pg_backend_pid() % 16, sum(rows), sum(amount) FROM (
      SELECT 'leads:' || status || ':' || source AS key, 1 AS rows, coalesce(estimated_value, 0) AS amount FROM new_rows
      UNION ALL
      SELECT 'follow-ups:' || to_char(next_follow_up_date, 'YYYY-MM-DD'), 1, 0 FROM new_rows WHERE next_follow_up_date IS NOT NULL AND status NOT IN ('won', 'lost')
    ) AS delta GROUP BY key ORDER BY key
    ON CONFLICT (key, slot) DO UPDATE SET rows = running_totals.rows + excluded.rows, amount = running_totals.amount + excluded.amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO running_totals (key, slot, rows, amount)
    SELECT key, pg_backend_pid() % 16, sum(rows), sum(amount) FROM (
      SELECT 'leads:' || status || ':' || source AS key, -1 AS rows, -coalesce(estimated_value, 0) AS amount FROM old_rows
      UNION ALL
      SELECT 'follow-ups:' || to_char(next_follow_up_date, 'YYYY-MM-DD'), -1, 0 FROM old_rows WHERE next_follow_up_date IS NOT NULL AND status NOT IN ('won', 'lost')
    ) AS delta GROUP BY key ORDER BY key
    ON CONFLICT (key, slot) DO UPDATE SET rows = running_totals.rows + excluded.rows, amount = running_totals.amount + excluded.amount;
  ELSE
    INSERT INTO running_totals (key, slot, rows, amount)
    SELECT key, pg_backend_pid() % 16, sum(rows), sum(amount) FROM (
      SELECT 'leads:' || status || ':' || source AS key, 1 AS rows, coalesce(estimated_value, 0) AS amount FROM new_rows
      UNION ALL
      SELECT 'follow-ups:' || to_char(next_follow_up_date, 'YYYY-MM-DD'), 1, 0 FROM new_rows WHERE next_follow_up_date IS NOT NULL AND status NOT IN ('won', 'lost')
      UNION ALL
      SELECT 'leads:' || status || ':' || source AS key, -1 AS rows, -coalesce(estimated_value, 0) AS amount FROM old_rows
      UNION ALL
      SELECT 'follow-ups:' || to_char(next_follow_up_date, 'YYYY-MM-DD'), -1, 0 FROM old_rows WHERE next_follow_up_date IS NOT NULL AND status NOT IN ('won', 'lost')
    ) AS delta GROUP BY key HAVING sum(rows) <> 0 OR sum(amount) <> 0 ORDER BY key
    ON CONFLICT (key, slot) DO UPDATE SET rows = running_totals.rows + excluded.rows, amount = running_totals.amount + excluded.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "running_totals_invoice_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO running_totals (key, slot, rows, amount)
    SELECT key, pg_backend_pid() % 16, sum(rows), sum(amount) FROM (
      SELECT 'payments' AS key, 1 AS rows, amount AS amount FROM new_rows
      UNION ALL
      SELECT 'payments:' || to_char(paid_on, 'YYYY-MM'), 1, amount FROM new_rows
    ) AS delta GROUP BY key ORDER BY key
    ON CONFLICT (key, slot) DO UPDATE SET rows = running_totals.rows + excluded.rows, amount = running_totals.amount + excluded.amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO running_totals (key, slot, rows, amount)
    SELECT key, pg_backend_pid() % 16, sum(rows), sum(amount) FROM (
      SELECT 'payments' AS key, -1 AS rows, -amount AS amount FROM old_rows
      UNION ALL
      SELECT 'payments:' || to_char(paid_on, 'YYYY-MM'), -1, -amount FROM old_rows
    ) AS delta GROUP BY key ORDER BY key
    ON CONFLICT (key, slot) DO UPDATE SET rows = running_totals.rows + excluded.rows, amount = running_totals.amount + excluded.amount;
  ELSE
    INSERT INTO running_totals (key, slot, rows, amount)
    SELECT key, pg_backend_pid() % 16, sum(rows), sum(amount) FROM (
      SELECT 'payments' AS key, 1 AS rows, amount AS amount FROM new_rows
      UNION ALL
      SELECT 'payments:' || to_char(paid_on, 'YYYY-MM'), 1, amount FROM new_rows
      UNION ALL
      SELECT 'payments' AS key, -1 AS rows, -amount AS amount FROM old_rows
      UNION ALL
      SELECT 'payments:' || to_char(paid_on, 'YYYY-MM'), -1, -amount FROM old_rows
    ) AS delta GROUP BY key HAVING sum(rows) <> 0 OR sum(amount) <> 0 ORDER BY key
    ON CONFLICT (key, slot) DO UPDATE SET rows = running_totals.rows + excluded.rows, amount = running_totals.amount + excluded.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "running_totals_leads_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM running_totals WHERE key = 'leads' OR key LIKE 'leads:%' OR key LIKE 'follow-ups:%';
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Back-fill with writers held off, so the totals start exact.
LOCK TABLE "leads", "invoice_payments" IN SHARE MODE;--> statement-breakpoint
INSERT INTO running_totals (key, slot, rows, amount)
SELECT 'follow-ups:' || to_char(next_follow_up_date, 'YYYY-MM-DD'), 0, count(*), 0 FROM leads
WHERE next_follow_up_date IS NOT NULL AND status NOT IN ('won', 'lost') GROUP BY 1
UNION ALL
SELECT 'payments:' || to_char(paid_on, 'YYYY-MM'), 0, count(*), sum(amount) FROM invoice_payments GROUP BY 1;
