CREATE TABLE "lead_arrivals" (
	"quarter_hour" timestamp with time zone NOT NULL,
	"source" "lead_source" NOT NULL,
	"slot" smallint NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_arrivals_pkey" PRIMARY KEY("quarter_hour","source","slot")
);
--> statement-breakpoint
DROP INDEX "leads_next_follow_up_idx";--> statement-breakpoint
CREATE INDEX "leads_next_follow_up_idx" ON "leads" USING btree ("next_follow_up_date","created_at","id","status") WHERE "leads"."next_follow_up_date" is not null;--> statement-breakpoint
-- New leads per quarter hour and source (db/schema.ts leadArrivals), kept like running_totals.
CREATE FUNCTION "lead_arrivals_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO lead_arrivals (quarter_hour, source, slot, rows)
    SELECT date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), source, pg_backend_pid() % 16, count(*)
    FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (quarter_hour, source, slot) DO UPDATE SET rows = lead_arrivals.rows + excluded.rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO lead_arrivals (quarter_hour, source, slot, rows)
    SELECT date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), source, pg_backend_pid() % 16, -count(*)
    FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (quarter_hour, source, slot) DO UPDATE SET rows = lead_arrivals.rows + excluded.rows;
  ELSE
    INSERT INTO lead_arrivals (quarter_hour, source, slot, rows)
    SELECT quarter_hour, source, pg_backend_pid() % 16, sum(rows) FROM (
      SELECT date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00') AS quarter_hour, source, 1 AS rows FROM new_rows
      UNION ALL
      SELECT date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), source, -1 FROM old_rows
    ) AS delta GROUP BY 1, 2 HAVING sum(rows) <> 0 ORDER BY 1, 2
    ON CONFLICT (quarter_hour, source, slot) DO UPDATE SET rows = lead_arrivals.rows + excluded.rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "lead_arrivals_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lead_arrivals;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "lead_arrivals_insert" AFTER INSERT ON "leads" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "lead_arrivals_count"();--> statement-breakpoint
CREATE TRIGGER "lead_arrivals_update" AFTER UPDATE ON "leads" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "lead_arrivals_count"();--> statement-breakpoint
CREATE TRIGGER "lead_arrivals_delete" AFTER DELETE ON "leads" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "lead_arrivals_count"();--> statement-breakpoint
CREATE TRIGGER "lead_arrivals_truncate" AFTER TRUNCATE ON "leads" FOR EACH STATEMENT EXECUTE FUNCTION "lead_arrivals_truncate"();--> statement-breakpoint
-- Back-fill with writers held off, so the counts start exact.
LOCK TABLE "leads" IN SHARE MODE;--> statement-breakpoint
INSERT INTO lead_arrivals (quarter_hour, source, slot, rows)
SELECT date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), source, 0, count(*) FROM leads GROUP BY 1, 2;
