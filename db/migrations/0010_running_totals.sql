CREATE TABLE "running_totals" (
	"key" text NOT NULL,
	"slot" smallint NOT NULL,
	"rows" bigint DEFAULT 0 NOT NULL,
	"amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "running_totals_pkey" PRIMARY KEY("key","slot")
);
--> statement-breakpoint
-- The key figures' running totals (db/schema.ts runningTotals), kept by statement-level triggers:
-- each reads the statement's transition tables once, so a bulk insert (an import, the seed) adds one
-- row per key, not one per row. Keys are written in order, so two transactions sharing a slot lock
-- its rows in the same order.
CREATE FUNCTION "running_totals_leads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO running_totals (key, slot, rows, amount)
    SELECT 'leads:' || status || ':' || source, pg_backend_pid() % 16, count(*), sum(coalesce(estimated_value, 0)) FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (key, slot) DO UPDATE SET rows = running_totals.rows + excluded.rows, amount = running_totals.amount + excluded.amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO running_totals (key, slot, rows, amount)
    SELECT 'leads:' || status || ':' || source, pg_backend_pid() % 16, -count(*), -sum(coalesce(estimated_value, 0)) FROM old_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (key, slot) DO UPDATE SET rows = running_totals.rows + excluded.rows, amount = running_totals.amount + excluded.amount;
  ELSE
    INSERT INTO running_totals (key, slot, rows, amount)
    SELECT key, pg_backend_pid() % 16, sum(rows), sum(amount) FROM (
      SELECT 'leads:' || status || ':' || source AS key, 1 AS rows, coalesce(estimated_value, 0) AS amount FROM new_rows
      UNION ALL
      SELECT 'leads:' || status || ':' || source, -1, -(coalesce(estimated_value, 0)) FROM old_rows
    ) AS delta GROUP BY key HAVING sum(rows) <> 0 OR sum(amount) <> 0 ORDER BY key
    ON CONFLICT (key, slot) DO UPDATE SET rows = running_totals.rows + excluded.rows, amount = running_totals.amount + excluded.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "running_totals_leads_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM running_totals WHERE key = 'leads' OR key LIKE 'leads:%';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "running_totals_leads_insert" AFTER INSERT ON "leads" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "running_totals_leads"();--> statement-breakpoint
CREATE TRIGGER "running_totals_leads_update" AFTER UPDATE ON "leads" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "running_totals_leads"();--> statement-breakpoint
CREATE TRIGGER "running_totals_leads_delete" AFTER DELETE ON "leads" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "running_totals_leads"();--> statement-breakpoint
CREATE TRIGGER "running_totals_leads_truncate" AFTER TRUNCATE ON "leads" FOR EACH STATEMENT EXECUTE FUNCTION "running_totals_leads_truncate"();
--> statement-breakpoint
CREATE FUNCTION "running_totals_projects"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO running_totals (key, slot, rows, amount)
    SELECT 'projects:' || status, pg_backend_pid() % 16, count(*), sum(0) FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (key, slot) DO UPDATE SET rows = running_totals.rows + excluded.rows, amount = running_totals.amount + excluded.amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO running_totals (key, slot, rows, amount)
    SELECT 'projects:' || status, pg_backend_pid() % 16, -count(*), -sum(0) FROM old_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (key, slot) DO UPDATE SET rows = running_totals.rows + excluded.rows, amount = running_totals.amount + excluded.amount;
  ELSE
    INSERT INTO running_totals (key, slot, rows, amount)
    SELECT key, pg_backend_pid() % 16, sum(rows), sum(amount) FROM (
      SELECT 'projects:' || status AS key, 1 AS rows, 0 AS amount FROM new_rows
      UNION ALL
      SELECT 'projects:' || status, -1, -(0) FROM old_rows
    ) AS delta GROUP BY key HAVING sum(rows) <> 0 OR sum(amount) <> 0 ORDER BY key
    ON CONFLICT (key, slot) DO UPDATE SET rows = running_totals.rows + excluded.rows, amount = running_totals.amount + excluded.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "running_totals_projects_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM running_totals WHERE key = 'projects' OR key LIKE 'projects:%';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "running_totals_projects_insert" AFTER INSERT ON "projects" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "running_totals_projects"();--> statement-breakpoint
CREATE TRIGGER "running_totals_projects_update" AFTER UPDATE ON "projects" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "running_totals_projects"();--> statement-breakpoint
CREATE TRIGGER "running_totals_projects_delete" AFTER DELETE ON "projects" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "running_totals_projects"();--> statement-breakpoint
CREATE TRIGGER "running_totals_projects_truncate" AFTER TRUNCATE ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION "running_totals_projects_truncate"();
--> statement-breakpoint
CREATE FUNCTION "running_totals_invoice_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO running_totals (key, slot, rows, amount)
    SELECT 'payments', pg_backend_pid() % 16, count(*), sum(amount) FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (key, slot) DO UPDATE SET rows = running_totals.rows + excluded.rows, amount = running_totals.amount + excluded.amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO running_totals (key, slot, rows, amount)
    SELECT 'payments', pg_backend_pid() % 16, -count(*), -sum(amount) FROM old_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (key, slot) DO UPDATE SET rows = running_totals.rows + excluded.rows, amount = running_totals.amount + excluded.amount;
  ELSE
    INSERT INTO running_totals (key, slot, rows, amount)
    SELECT key, pg_backend_pid() % 16, sum(rows), sum(amount) FROM (
      SELECT 'payments' AS key, 1 AS rows, amount AS amount FROM new_rows
      UNION ALL
      SELECT 'payments', -1, -(amount) FROM old_rows
    ) AS delta GROUP BY key HAVING sum(rows) <> 0 OR sum(amount) <> 0 ORDER BY key
    ON CONFLICT (key, slot) DO UPDATE SET rows = running_totals.rows + excluded.rows, amount = running_totals.amount + excluded.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "running_totals_invoice_payments_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM running_totals WHERE key = 'payments' OR key LIKE 'payments:%';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "running_totals_invoice_payments_insert" AFTER INSERT ON "invoice_payments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "running_totals_invoice_payments"();--> statement-breakpoint
CREATE TRIGGER "running_totals_invoice_payments_update" AFTER UPDATE ON "invoice_payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "running_totals_invoice_payments"();--> statement-breakpoint
CREATE TRIGGER "running_totals_invoice_payments_delete" AFTER DELETE ON "invoice_payments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "running_totals_invoice_payments"();--> statement-breakpoint
CREATE TRIGGER "running_totals_invoice_payments_truncate" AFTER TRUNCATE ON "invoice_payments" FOR EACH STATEMENT EXECUTE FUNCTION "running_totals_invoice_payments_truncate"();
--> statement-breakpoint
-- Back-fill with writers held off, so the totals start exact.
LOCK TABLE "leads", "projects", "invoice_payments" IN SHARE MODE;--> statement-breakpoint
INSERT INTO running_totals (key, slot, rows, amount)
SELECT 'leads:' || status || ':' || source, 0, count(*), sum(coalesce(estimated_value, 0)) FROM leads GROUP BY 1
UNION ALL
SELECT 'projects:' || status, 0, count(*), 0 FROM projects GROUP BY 1
UNION ALL
SELECT 'payments', 0, count(*), sum(amount) FROM invoice_payments HAVING count(*) > 0;
