-- One client per distinct client email (trimmed, any case) among projects, invoices, retainers and
-- converted leads (those with a project), then every row linked to it. Safe to run again: an email
-- that already has a client gets no second one, and a row that has a client keeps it.
-- The display name is the newest bill-to name (a project's or invoice's before a lead's); the
-- primary contact is the converted lead's person when there is one.
WITH named AS (
  SELECT trim(client_email) AS email, trim(client_name) AS name, NULL::text AS company, NULL::text AS person, 1 AS rank, created_at FROM projects WHERE client_id IS NULL
  UNION ALL
  SELECT trim(client_email), trim(client_name), NULL, NULL, 1, created_at FROM invoices WHERE client_id IS NULL
  UNION ALL
  SELECT trim(client_email), trim(client_name), NULL, NULL, 1, created_at FROM recurring_invoices WHERE client_id IS NULL
  UNION ALL
  SELECT trim(l.email), trim(l.name), nullif(trim(l.company), ''), trim(l.name), 2, l.created_at FROM leads l
  WHERE l.client_id IS NULL AND EXISTS (SELECT 1 FROM projects p WHERE p.lead_id = l.id)
),
newest AS (
  SELECT DISTINCT ON (lower(n.email)) n.email, n.name
  FROM named n
  WHERE NOT EXISTS (SELECT 1 FROM clients c WHERE lower(trim(c.billing_email)) = lower(n.email))
  ORDER BY lower(n.email), n.rank, n.created_at DESC
),
-- The newest company and person per email, in one pass (a lookup per email would read every row again).
extra AS (
  SELECT lower(email) AS key,
         (array_agg(company ORDER BY created_at DESC) FILTER (WHERE company IS NOT NULL))[1] AS company,
         (array_agg(person ORDER BY created_at DESC) FILTER (WHERE person IS NOT NULL))[1] AS person
  FROM named
  GROUP BY lower(email)
),
added AS (
  INSERT INTO clients (kind, display_name, company, billing_email)
  SELECT 'company', n.name, e.company, n.email FROM newest n JOIN extra e ON e.key = lower(n.email)
  RETURNING id, display_name, billing_email
)
INSERT INTO client_contacts (client_id, name, email, is_primary)
SELECT a.id, coalesce(e.person, a.display_name), a.billing_email, true
FROM added a JOIN extra e ON e.key = lower(a.billing_email);
--> statement-breakpoint
UPDATE projects p SET client_id = (
  SELECT c.id FROM clients c WHERE lower(trim(c.billing_email)) = lower(trim(p.client_email)) ORDER BY c.created_at, c.id LIMIT 1
) WHERE p.client_id IS NULL;
--> statement-breakpoint
UPDATE invoices i SET client_id = (
  SELECT c.id FROM clients c WHERE lower(trim(c.billing_email)) = lower(trim(i.client_email)) ORDER BY c.created_at, c.id LIMIT 1
) WHERE i.client_id IS NULL;
--> statement-breakpoint
UPDATE recurring_invoices r SET client_id = (
  SELECT c.id FROM clients c WHERE lower(trim(c.billing_email)) = lower(trim(r.client_email)) ORDER BY c.created_at, c.id LIMIT 1
) WHERE r.client_id IS NULL;
--> statement-breakpoint
UPDATE leads l SET client_id = (
  SELECT p.client_id FROM projects p WHERE p.lead_id = l.id ORDER BY p.created_at, p.id LIMIT 1
) WHERE l.client_id IS NULL AND EXISTS (SELECT 1 FROM projects p WHERE p.lead_id = l.id);
--> statement-breakpoint
ALTER TABLE projects ALTER COLUMN client_id SET NOT NULL;
--> statement-breakpoint
ALTER TABLE invoices ALTER COLUMN client_id SET NOT NULL;
--> statement-breakpoint
ALTER TABLE recurring_invoices ALTER COLUMN client_id SET NOT NULL;
