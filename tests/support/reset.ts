import { sql } from "drizzle-orm";

import type { Db } from "@/db/client";

const TABLES = [
  "lead_import_changes",
  "lead_import_rows",
  "lead_imports",
  "mail_outbox",
  "activity_log",
  "invoice_payments",
  "invoice_items",
  "invoices",
  "recurring_invoices",
  "billing_settings",
  "invoice_number_sequences",
  "communications",
  "projects",
  "leads",
  "admin_users",
  "rate_limits",
  "sessions",
  "admin_recovery_codes",
  "security_settings",
  "filtered_submissions",
];

/** Empties every application table (keeps the migrations journal). */
export async function resetDatabase(db: Db) {
  await db.execute(sql.raw(`truncate table ${TABLES.join(", ")} restart identity cascade`));
}
